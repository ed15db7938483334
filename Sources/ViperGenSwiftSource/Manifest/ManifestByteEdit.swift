/// One replacement of bytes in a manifest's text: the unit every manifest edit is made of.
struct ManifestByteEdit: Equatable {
    /// The bytes replaced (empty for an insertion).
    let range: Range<Int>
    /// What replaces them.
    let replacement: String

    /// `bytes` with every edit made; the edits must not overlap (insertions at one offset keep
    /// their order).
    static func apply(_ edits: [ManifestByteEdit], to bytes: [UInt8]) -> String {
        var result = bytes
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        for (_, edit) in ordered {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
