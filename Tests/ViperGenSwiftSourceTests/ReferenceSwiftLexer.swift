@testable import ViperGenSwiftSource

/// The lexer as first written, one `Unicode.Scalar` at a time: `SwiftLexer` reads UTF-8 bytes
/// for speed and must give exactly these tokens.
struct ReferenceSwiftLexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 0

    /// A lexer over `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every token of `text`, comments included, in order.
    static func tokens(of text: String) -> [SwiftToken] {
        var lexer = ReferenceSwiftLexer(text)
        var tokens: [SwiftToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or nil at the end.
    private mutating func next() -> SwiftToken? {
        while position < scalars.count, isWhitespace(scalars[position]) { advance() }
        guard position < scalars.count else { return nil }
        let start = position
        let startLine = line
        let kind = scanToken()
        var text = String(String.UnicodeScalarView(scalars[start..<position]))
        if kind == .identifier, text.hasPrefix("`") { text = text.filter { $0 != "`" } }
        return SwiftToken(kind: kind, text: text, line: startLine, endLine: line)
    }

    private mutating func scanToken() -> SwiftToken.Kind {
        let scalar = scalars[position]
        if scalar == "/", peek(1) == "/" {
            while position < scalars.count, !isNewline(scalars[position]) { advance() }
            return .comment
        }
        if scalar == "/", peek(1) == "*" {
            skipBlockComment()
            return .comment
        }
        if scalar == "\"" || (scalar == "#" && startsRawString()) {
            skipString()
            return .string
        }
        if scalar == "`" {
            advance()
            while position < scalars.count, scalars[position] != "`", !isNewline(scalars[position])
            {
                advance()
            }
            if position < scalars.count, scalars[position] == "`" { advance() }
            return .identifier
        }
        if isIdentifierStart(scalar) {
            while position < scalars.count, isIdentifierPart(scalars[position]) { advance() }
            return .identifier
        }
        if scalar.properties.numericType != nil {
            while position < scalars.count, isIdentifierPart(scalars[position]) { advance() }
            return .other
        }
        advance()
        return .punctuation
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < scalars.count {
            if scalars[position] == "/", peek(1) == "*" {
                depth += 1
                advance(2)
            } else if scalars[position] == "*", peek(1) == "/" {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Skips a literal starting at `position`: `#`* then `"` or `"""`, up to its closing delimiter.
    private mutating func skipString() {
        var hashes = 0
        while position < scalars.count, scalars[position] == "#" {
            hashes += 1
            advance()
        }
        let multiLine = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
        advance(multiLine ? 3 : 1)
        let quotes = multiLine ? 3 : 1
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\\", hashesFollow(hashes, from: 1) {
                advance(1 + hashes)
                if peek(0) == "(" { skipInterpolation() } else { advance() }
            } else if scalar == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }),
                hashesFollow(hashes, from: quotes)
            {
                advance(quotes + hashes)
                return
            } else if !multiLine, isNewline(scalar) {
                return
            } else {
                advance()
            }
        }
    }

    /// Skips `( … )` of an interpolation, including nested literals.
    private mutating func skipInterpolation() {
        var depth = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\"" || (scalar == "#" && startsRawString()) {
                skipString()
                continue
            }
            advance()
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    private func startsRawString() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    /// Moves forward `count` scalars, counting lines (`\r\n` is one line break).
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\n" || (scalar == "\r" && peek(1) != "\n") { line += 1 }
            position += 1
        }
    }

    private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || isNewline(scalar) || scalar == "\u{0C}"
    }

    private func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
    }

    private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || scalar.properties.numericType != nil
    }
}
