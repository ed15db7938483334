/// One replacement of bytes in a manifest's text: the unit every manifest edit is made of.
struct ManifestByteEdit: Equatable {
    /// The bytes replaced (empty for an insertion).
    let range: Range<Int>
    /// What replaces them.
    let replacement: String

    /// `bytes` with every edit made once (an edit found twice, through a `let` two targets or
    /// two `#if` branches share, is made once); the edits must not overlap otherwise
    /// (insertions at one offset keep their order).
    static func apply(_ edits: [ManifestByteEdit], to bytes: [UInt8]) -> String {
        var result = bytes
        var unique: [ManifestByteEdit] = []
        for edit in edits where !unique.contains(edit) { unique.append(edit) }
        let ordered = unique.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        for (_, edit) in ordered {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
