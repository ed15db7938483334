/// Finds the first `(` or `{` of an old-style (OpenStep) property list nested deeper than
/// ``PropertyListValue/maximumDepth``, in one pass without recursing: Foundation's reader
/// recurses once per level.
///
/// Quoted strings, comments and `<data>` are skipped; anything else malformed is left for
/// Foundation to refuse.
struct OpenStepPropertyListNesting {
    private let text: [UInt8]
    private var position = 0
    private var line = 1

    private init(text: [UInt8]) {
        self.text = text
    }

    /// Throws ``PropertyListReadError/tooDeep(what:place:)`` at the first bracket of the UTF-8
    /// `text` that is nested too deep.
    static func check(_ text: [UInt8]) throws(PropertyListReadError) {
        var scanner = OpenStepPropertyListNesting(text: text)
        try scanner.scan()
    }

    private mutating func scan() throws(PropertyListReadError) {
        var depth = 0
        while position < text.count {
            let byte = text[position]
            let next = position + 1 < text.count ? text[position + 1] : 0
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                guard depth < PropertyListValue.maximumDepth else {
                    throw .tooDeep(what: "'\(UnicodeScalar(byte))'", place: "line \(line)")
                }
                depth += 1
                advance()
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                advance()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipQuoted(closing: byte)
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                skip(opener: 2, past: [UInt8(ascii: "*"), UInt8(ascii: "/")])
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                skip(opener: 2, past: [0x0A])
            case UInt8(ascii: "<"):
                skip(opener: 1, past: [UInt8(ascii: ">")])
            default:
                advance()
            }
        }
    }

    /// Moves past the string opened at `position`, whose backslashes escape the next byte.
    private mutating func skipQuoted(closing: UInt8) {
        advance()
        while position < text.count, text[position] != closing {
            if text[position] == UInt8(ascii: "\\"), position + 1 < text.count { advance() }
            advance()
        }
        if position < text.count { advance() }
    }

    /// Moves past the first `terminator` after the `opener` bytes at `position`, or to the end.
    private mutating func skip(opener: Int, past terminator: [UInt8]) {
        for _ in 0..<opener { advance() }
        while position < text.count, !text[position...].starts(with: terminator) { advance() }
        for _ in terminator where position < text.count { advance() }
    }

    private mutating func advance() {
        if text[position] == 0x0A { line += 1 }
        position += 1
    }
}
