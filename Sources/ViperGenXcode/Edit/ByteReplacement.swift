/// A range of the project file's bytes to replace with text; every other byte stays as it is.
struct ByteReplacement: Equatable, Sendable {
    /// The bytes to replace.
    var range: Range<Int>
    /// The text that takes their place.
    var text: String

    /// `bytes` with every replacement applied; a replacement overlapping an earlier one (in
    /// file order) is skipped.
    static func apply(_ replacements: [ByteReplacement], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where replacement.range.lowerBound >= copied {
            result += bytes[copied..<replacement.range.lowerBound]
            result += Array(replacement.text.utf8)
            copied = replacement.range.upperBound
        }
        result += bytes[copied...]
        return result
    }
}
