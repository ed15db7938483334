/// Finds the first `(` or `{` of an old-style (OpenStep) property list nested deeper than
/// ``PropertyListValue/maximumDepth``, in one pass without recursing: Foundation's reader
/// recurses once per level.
///
/// Quoted strings, comments and `<data>` are skipped; anything else malformed is left for
/// Foundation to refuse.
struct OpenStepPropertyListNesting {
    private var cursor: LineCountingCursor

    private init(text: [UInt8]) {
        cursor = LineCountingCursor(text: text)
    }

    /// Throws ``PropertyListReadError/tooDeep(what:place:)`` at the first bracket of the UTF-8
    /// `text` that is nested too deep.
    static func check(_ text: [UInt8]) throws(PropertyListReadError) {
        var scanner = OpenStepPropertyListNesting(text: text)
        try scanner.scan()
    }

    private mutating func scan() throws(PropertyListReadError) {
        var depth = 0
        while cursor.hasMore {
            let byte = cursor.current
            let next = cursor.next
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                guard depth < PropertyListValue.maximumDepth else {
                    throw .tooDeep(what: "'\(UnicodeScalar(byte))'", place: "line \(cursor.line)")
                }
                depth += 1
                cursor.advance()
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                cursor.advance()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipQuoted(closing: byte)
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                skip(opener: 2, past: "*/".utf8)
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                skip(opener: 2, past: "\n".utf8)
            case UInt8(ascii: "<"):
                skip(opener: 1, past: ">".utf8)
            default:
                cursor.advance()
            }
        }
    }

    /// Moves past the string opened at the cursor, whose backslashes escape the next byte.
    private mutating func skipQuoted(closing: UInt8) {
        cursor.advance()
        while cursor.hasMore, cursor.current != closing {
            if cursor.current == UInt8(ascii: "\\"), cursor.next != 0 { cursor.advance() }
            cursor.advance()
        }
        if cursor.hasMore { cursor.advance() }
    }

    /// Moves past the first `terminator` after the `opener` bytes at the cursor, or to the end.
    private mutating func skip(opener: Int, past terminator: String.UTF8View) {
        for _ in 0..<opener { cursor.advance() }
        cursor.skip(past: terminator)
    }
}
