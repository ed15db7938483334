/// Text to insert at a byte offset of the project file; every other byte stays as it is.
struct ByteInsertion: Equatable, Sendable {
    /// Where the text goes (before the byte now at this offset).
    var offset: Int
    /// The text.
    var text: String

    /// `bytes` with every insertion applied; insertions at the same offset keep their order.
    static func apply(_ insertions: [ByteInsertion], to bytes: [UInt8]) -> [UInt8] {
        let ordered = insertions.enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for (_, insertion) in ordered {
            result += bytes[copied..<insertion.offset]
            result += Array(insertion.text.utf8)
            copied = insertion.offset
        }
        result += bytes[copied...]
        return result
    }
}
