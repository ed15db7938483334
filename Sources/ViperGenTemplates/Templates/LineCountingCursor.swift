/// A position in UTF-8 text that counts lines as it moves: what the property-list nesting
/// scanners share to report the line of what they refuse.
struct LineCountingCursor {
    /// The text.
    let text: [UInt8]
    /// The offset of the current byte.
    private(set) var position = 0
    /// The 1-based line of the current byte.
    private(set) var line = 1

    /// A cursor at the start of `text`.
    init(text: [UInt8]) {
        self.text = text
    }

    /// Whether the text has bytes left.
    var hasMore: Bool { position < text.count }

    /// The current byte (the cursor must not be at the end).
    var current: UInt8 { text[position] }

    /// The byte after the current one, or 0 at the end.
    var next: UInt8 { position + 1 < text.count ? text[position + 1] : 0 }

    /// Whether the bytes at the cursor are `prefix`.
    func starts(with prefix: some Sequence<UInt8>) -> Bool {
        text[position...].starts(with: prefix)
    }

    /// Moves one byte on, counting a line feed.
    mutating func advance() {
        if text[position] == 0x0A { line += 1 }
        position += 1
    }

    /// Moves past the first `terminator` from the cursor on, or to the end.
    mutating func skip(past terminator: some Collection<UInt8>) {
        while hasMore, !starts(with: terminator) { advance() }
        for _ in terminator where hasMore { advance() }
    }
}
