/// Splits an old-style (OpenStep) property list into strings and punctuation, collecting its
/// comments separately, with byte offsets for every token.
struct PlistLexer {
    private let bytes: [UInt8]
    private var position = 0
    private(set) var comments: [PlistComment] = []

    /// A lexer over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of `bytes` and every comment, in order.
    static func scan(_ bytes: [UInt8]) throws(PlistSyntaxError) -> (
        tokens: [PlistToken], comments: [PlistComment]
    ) {
        var lexer = PlistLexer(bytes)
        var tokens: [PlistToken] = []
        while let token = try lexer.next() { tokens.append(token) }
        return (tokens, lexer.comments)
    }

    /// The next token, or nil at the end.
    mutating func next() throws(PlistSyntaxError) -> PlistToken? {
        try skipTrivia()
        guard position < bytes.count else { return nil }
        let start = position
        let byte = bytes[position]
        if Self.punctuation.contains(byte) {
            position += 1
            return PlistToken(kind: .punctuation(byte), value: "", start: start, end: position)
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            let value = try scanQuoted(closing: byte)
            return PlistToken(kind: .string, value: value, start: start, end: position)
        }
        guard Self.isUnquoted(byte) else {
            throw PlistSyntaxError(
                offset: start, reason: "unexpected character '\(Self.describe(byte))'")
        }
        while position < bytes.count, Self.isUnquoted(bytes[position]), !startsComment() {
            position += 1
        }
        let value = String(decoding: bytes[start..<position], as: UTF8.self)
        return PlistToken(kind: .string, value: value, start: start, end: position)
    }

    private mutating func skipTrivia() throws(PlistSyntaxError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                position += 1
            } else if startsComment() {
                try scanComment()
            } else {
                return
            }
        }
    }

    private func startsComment() -> Bool {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "/") else {
            return false
        }
        return bytes[position + 1] == UInt8(ascii: "*") || bytes[position + 1] == UInt8(ascii: "/")
    }

    private mutating func scanComment() throws(PlistSyntaxError) {
        let start = position
        let block = bytes[position + 1] == UInt8(ascii: "*")
        position += 2
        let bodyStart = position
        var bodyEnd = position
        if block {
            while position + 1 < bytes.count,
                !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
            {
                position += 1
            }
            guard position + 1 < bytes.count else {
                throw PlistSyntaxError(offset: start, reason: "unterminated comment")
            }
            bodyEnd = position
            position += 2
        } else {
            while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            bodyEnd = position
        }
        let text = String(decoding: bytes[bodyStart..<bodyEnd], as: UTF8.self)
        comments.append(
            PlistComment(
                text: text.trimmingSpaces, start: start, end: position))
    }

    private mutating func scanQuoted(closing: UInt8) throws(PlistSyntaxError) -> String {
        let start = position
        position += 1
        var value: [UInt8] = []
        while position < bytes.count, bytes[position] != closing {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                position += 1
                value += PlistEscapes.decode(bytes, at: &position)
            } else {
                value.append(bytes[position])
                position += 1
            }
        }
        guard position < bytes.count else {
            throw PlistSyntaxError(offset: start, reason: "unterminated quoted string")
        }
        position += 1
        return String(decoding: value, as: UTF8.self)
    }

    private static let punctuation: Set<UInt8> = Set("{}()=;,".utf8)

    /// Whether `byte` may appear in an unquoted string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F
            ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
