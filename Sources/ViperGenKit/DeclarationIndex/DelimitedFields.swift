/// The fields of a byte buffer between occurrences of one separator byte, in order, without
/// copying: the lines of the declaration index, the fields of each line and the types of a
/// file record.
struct DelimitedFields: IteratorProtocol {
    /// What is left to split.
    private var rest: Slice<UnsafeBufferPointer<UInt8>>
    /// Whether the last field has been returned.
    private(set) var isAtEnd = false
    /// The byte between fields.
    private let separator: UInt8

    /// The fields of `bytes` separated by `separator`.
    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, separator: UInt8) {
        rest = bytes
        self.separator = separator
    }

    /// The next field (empty between two separators), or nil after the last.
    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
        if isAtEnd { return nil }
        guard let end = rest.firstIndex(of: separator) else {
            isAtEnd = true
            return rest
        }
        let field = rest[rest.startIndex..<end]
        rest = rest[(end + 1)...]
        return field
    }
}
