/// A range of the project file's bytes to delete; every other byte stays as it is.
struct ByteDeletion: Equatable, Sendable {
    /// The bytes to delete.
    var range: Range<Int>

    /// `bytes` without the bytes of every deletion; overlapping deletions delete their union.
    static func apply(_ deletions: [ByteDeletion], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for deletion in deletions.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if deletion.range.lowerBound > copied {
                result += bytes[copied..<deletion.range.lowerBound]
            }
            copied = max(copied, deletion.range.upperBound)
        }
        result += bytes[copied...]
        return result
    }
}
