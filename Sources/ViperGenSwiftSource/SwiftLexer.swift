/// Splits Swift source into tokens, skipping whitespace and understanding comments (nested block
/// comments too) and string literals (multi-line, raw and interpolated), so braces and keywords
/// inside them are never mistaken for code.
///
/// It reads the UTF-8 bytes: every delimiter it looks for is ASCII, which never occurs inside a
/// multi-byte sequence, and only identifiers, numbers and punctuation outside ASCII are decoded.
///
/// A literal is one `.string` token, interpolations included, unless ``interpolationsAsCode``:
/// then the code of each interpolation is lexed as code between the literal's pieces
/// (`"a\(x)b"` is the string `"a\(`, the identifier `x`, the string `)b"`), nested literals,
/// raw (`#"\#(x)"#`) and multi-line ones too, so the scans for a module's uses see it.
struct SwiftLexer {
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// Whether the code inside a literal's interpolations is lexed as code.
    var interpolationsAsCode = false
    private var position = 0
    private var line = 0
    /// The literals whose interpolation is being lexed as code, innermost last, with how many
    /// parentheses are open in it (the interpolation's own included).
    private var openLiterals: [(delimiter: LiteralDelimiter, depth: Int)] = []

    /// A lexer over `text`.
    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// A lexer over the UTF-8 `bytes` of a text.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Where a token is: its kind, its bytes and the lines it starts and ends on.
    struct Span {
        /// What sort of token it is.
        let kind: SwiftToken.Kind
        /// Its UTF-8 bytes in the text.
        let range: Range<Int>
        /// The 0-based line it starts on.
        let line: Int
        /// The 0-based line it ends on.
        let endLine: Int
    }

    /// Every token of `text`, comments included, in order.
    static func tokens(of text: String) -> [SwiftToken] {
        var lexer = SwiftLexer(text)
        var tokens: [SwiftToken] = []
        while let span = lexer.nextSpan() {
            tokens.append(
                SwiftToken(
                    kind: span.kind, text: lexer.text(of: span), line: span.line,
                    endLine: span.endLine))
        }
        return tokens
    }

    /// Every token of `text` as a span, for readers that need the text of only a few: no
    /// string is made unless `body` asks `text(of:)` for it; `interpolationsAsCode` as the
    /// property says.
    static func forEachSpan(
        of text: String, interpolationsAsCode: Bool = false,
        _ body: (Span, _ text: (Span) -> String) -> Void
    ) {
        var lexer = SwiftLexer(text)
        lexer.interpolationsAsCode = interpolationsAsCode
        while let span = lexer.nextSpan() {
            body(span) { [lexer] in lexer.text(of: $0) }
        }
    }

    /// The token's text (backticks removed from an identifier).
    func text(of span: Span) -> String {
        let text = bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[span.range]), as: UTF8.self)
        }
        guard span.kind == .identifier, bytes[span.range.lowerBound] == UInt8(ascii: "`") else {
            return text
        }
        return text.filter { $0 != "`" }
    }

    /// The next token, or nil at the end.
    mutating func nextSpan() -> Span? {
        while position < bytes.count, isWhitespace(bytes[position]) { advance() }
        guard position < bytes.count else { return nil }
        let start = position
        let startLine = line
        let kind = scanToken()
        return Span(kind: kind, range: start..<position, line: startLine, endLine: line)
    }

    private mutating func scanToken() -> SwiftToken.Kind {
        let byte = bytes[position]
        if let open = openLiterals.last {
            if byte == UInt8(ascii: "(") {
                openLiterals[openLiterals.count - 1].depth += 1
                advance()
                return .punctuation
            }
            if byte == UInt8(ascii: ")") {
                openLiterals[openLiterals.count - 1].depth -= 1
                advance()
                guard open.depth == 1 else { return .punctuation }
                // The interpolation's end: the rest of its literal, up to its end or the next.
                openLiterals.removeLast()
                scanLiteral(open.delimiter)
                return .string
            }
        }
        if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
            while position < bytes.count, !isNewline(bytes[position]) { advance() }
            return .comment
        }
        if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
            skipBlockComment()
            return .comment
        }
        if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
            skipString()
            return .string
        }
        if byte == UInt8(ascii: "`") {
            advance()
            while position < bytes.count, bytes[position] != UInt8(ascii: "`"),
                !isNewline(bytes[position])
            {
                advance()
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") { advance() }
            return .identifier
        }
        if byte < 0x80, Self.isASCIIIdentifierPart(byte) {
            position += 1
            skipIdentifierParts()
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? .other : .identifier
        }
        if byte < 0x80, !isNewline(byte) {
            position += 1
            return .punctuation
        }
        let (scalar, length) = scalar(at: position)
        if isIdentifierStart(scalar) {
            position += length
            skipIdentifierParts()
            return .identifier
        }
        if isNumeric(scalar) {
            position += length
            skipIdentifierParts()
            return .other
        }
        if isNewline(byte) {
            advance()
        } else {
            position += length
        }
        return .punctuation
    }

    /// Moves past letters, digits, `_` and `$` (none of them a line break).
    private mutating func skipIdentifierParts() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Self.isASCIIIdentifierPart(byte) else { return }
                position += 1
                continue
            }
            let (scalar, length) = scalar(at: position)
            guard isIdentifierStart(scalar) || isNumeric(scalar) else { return }
            position += length
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// How a literal is delimited: its `#`s and whether it is multi-line (`"""`).
    private struct LiteralDelimiter {
        /// The number of `#` around it.
        let hashes: Int
        /// Whether it opens with `"""`.
        let multiLine: Bool
    }

    /// Skips a literal starting at `position`: `#`* then `"` or `"""`, up to its closing
    /// delimiter, or (``interpolationsAsCode``) up to its first interpolation's `(`.
    private mutating func skipString() {
        var hashes = 0
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let quote = UInt8(ascii: "\"")
        let multiLine = peek(0) == quote && peek(1) == quote && peek(2) == quote
        advance(multiLine ? 3 : 1)
        scanLiteral(LiteralDelimiter(hashes: hashes, multiLine: multiLine))
    }

    /// Moves through a literal's text up to its closing delimiter, skipping its interpolations,
    /// or (``interpolationsAsCode``) past the `(` of the next one, whose code the next tokens
    /// are.
    private mutating func scanLiteral(_ delimiter: LiteralDelimiter) {
        while scanLiteralText(delimiter) {
            guard interpolationsAsCode else {
                skipInterpolation()
                continue
            }
            advance()
            openLiterals.append((delimiter, 1))
            return
        }
    }

    /// Moves through a literal's text to its closing delimiter (past it; false) or to the `(`
    /// of an interpolation (at it; true).
    private mutating func scanLiteralText(_ delimiter: LiteralDelimiter) -> Bool {
        let quote = UInt8(ascii: "\"")
        let (hashes, multiLine) = (delimiter.hashes, delimiter.multiLine)
        let quotes = multiLine ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: 1) {
                advance(1 + hashes)
                if peek(0) == UInt8(ascii: "(") { return true }
                advanceScalar()
            } else if byte == quote, (0..<quotes).allSatisfy({ peek($0) == quote }),
                hashesFollow(hashes, from: quotes)
            {
                advance(quotes + hashes)
                return false
            } else if !multiLine, isNewline(byte) {
                return false
            } else {
                advance()
            }
        }
        return false
    }

    /// Skips `( … )` of an interpolation, including nested literals.
    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
                skipString()
                continue
            }
            advance()
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    private func startsRawString() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Moves forward `count` bytes, counting lines (`\r\n` is one line break).
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek(1) != 10) {
                line += 1
            }
            position += 1
        }
    }

    /// Moves past one whole scalar (an escaped character may be outside ASCII).
    private mutating func advanceScalar() {
        guard position < bytes.count else { return }
        if bytes[position] < 0x80 {
            advance()
        } else {
            position += scalar(at: position).length
        }
    }

    /// The scalar starting at `index` and its length in bytes.
    private func scalar(at index: Int) -> (Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isNewline(byte) || byte == 0x0C
    }

    private func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Whether the ASCII `byte` is a letter, a digit, `_` or `$`.
    private static func isASCIIIdentifierPart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default: false
        }
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return value == 0x5F || value == 0x24 || (0x41...0x5A).contains(value)
                || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic
    }

    private func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return scalar.properties.numericType != nil
    }
}
