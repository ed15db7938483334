/// A Swift file lexed for skeleton-making: its code tokens with their bytes, each bracket's
/// partner, and where each line starts, so whole lines or exact byte ranges can be copied out.
struct LexedSwiftFile {
    /// One code token (string literals included, comments not).
    struct Token {
        /// What sort of token it is.
        let kind: SwiftToken.Kind
        /// Its text (backticks removed from an identifier).
        let text: String
        /// Its bytes in the file.
        let range: Range<Int>
        /// The 0-based line it starts on.
        let line: Int
        /// The 0-based line it ends on.
        let endLine: Int

        /// Whether it is the code token `text` (an identifier or punctuation).
        func isCode(_ text: String) -> Bool {
            kind != .string && self.text == text
        }
    }

    /// The file's UTF-8 bytes.
    let bytes: [UInt8]
    /// The code tokens in order.
    let tokens: [Token]
    /// The lines that hold a comment and no code token.
    let commentOnlyLines: Set<Int>
    /// The lines whose comment starts with `///` or `/**` (documentation).
    let documentationLines: Set<Int>
    /// Per token, the index of the bracket matching it (`{`/`}`, `(`/`)`, `[`/`]`), else -1.
    let partner: [Int]
    /// Where each line starts in `bytes`, plus `bytes.count` at the end.
    let lineStarts: [Int]

    /// Lexes `text` with the project's lexer.
    init(_ text: String) {
        var tokens: [Token] = []
        var commentLines: [(line: Int, endLine: Int, isDoc: Bool)] = []
        SwiftLexer.forEachSpan(of: text) { span, text in
            if span.kind == .comment {
                let body = text(span)
                commentLines.append(
                    (span.line, span.endLine, body.hasPrefix("///") || body.hasPrefix("/**")))
            } else {
                tokens.append(
                    Token(
                        kind: span.kind, text: text(span), range: span.range, line: span.line,
                        endLine: span.endLine))
            }
        }
        bytes = Array(text.utf8)
        self.tokens = tokens
        let codeLines = Set(tokens.flatMap { $0.line...$0.endLine })
        var commentOnly: Set<Int> = []
        var documentation: Set<Int> = []
        for comment in commentLines {
            for line in comment.line...comment.endLine where !codeLines.contains(line) {
                commentOnly.insert(line)
                if comment.isDoc { documentation.insert(line) }
            }
        }
        commentOnlyLines = commentOnly
        documentationLines = documentation
        partner = Self.partners(of: tokens)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The number of lines.
    var lineCount: Int { lineStarts.count - 1 }

    /// The text of lines `lines`, terminators included.
    func text(ofLines lines: ClosedRange<Int>) -> String {
        let end = min(lines.upperBound + 1, lineCount)
        return text(bytes: lineStarts[lines.lowerBound]..<lineStarts[end])
    }

    /// The text of `range` of the bytes.
    func text(bytes range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether line `line` holds nothing but whitespace.
    func isBlank(_ line: Int) -> Bool {
        guard line >= 0, line < lineCount else { return false }
        return bytes[lineStarts[line]..<lineStarts[line + 1]].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n")
                || $0 == UInt8(ascii: "\r")
        }
    }

    /// Whether the token at `index` is the first code token on its line.
    func isFirstOnLine(_ index: Int) -> Bool {
        index == 0 || tokens[index - 1].endLine < tokens[index].line
    }

    /// The matching bracket of each bracket token; -1 for others and unmatched ones.
    private static func partners(of tokens: [Token]) -> [Int] {
        var partner = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        let pairs: [String: String] = ["}": "{", ")": "(", "]": "["]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if ["{", "(", "["].contains(token.text) {
                open.append(index)
            } else if let opener = pairs[token.text] {
                while let last = open.last, tokens[last].text != opener { open.removeLast() }
                guard let last = open.popLast() else { continue }
                partner[last] = index
                partner[index] = last
            }
        }
        return partner
    }

    /// The offsets where lines start (after `\n`, `\r\n` or a lone `\r`), then the end.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        if starts.last != bytes.count { starts.append(bytes.count) }
        return starts
    }
}
