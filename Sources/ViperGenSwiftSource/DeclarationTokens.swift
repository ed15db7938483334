/// A Swift text's code tokens as a declaration reader needs them: comments, string literals'
/// insides and `#if`/`#elseif`/`#else`/`#endif` lines left out (so what is declared in any
/// branch counts), each token with whether space or a comment came before it, and the bracket
/// closing each `(`, `[` and `{`.
struct DeclarationTokens {
    /// One code token.
    struct Token {
        /// What sort of token it is.
        let kind: SwiftToken.Kind
        /// Its text (backticks removed from an identifier).
        let text: String
        /// The 0-based line it starts on.
        let line: Int
        /// Whether whitespace or a comment separates it from the token before.
        let spaced: Bool
    }

    /// The code tokens, in order.
    let tokens: [Token]
    /// Per token, the index of the bracket closing the `(`, `[` or `{` there, or -1.
    let closers: [Int]
    /// Per token, the index of the bracket the `)`, `]` or `}` there closes, or -1.
    let openers: [Int]

    /// Lexes `text`.
    init(_ text: String) {
        var lexer = SwiftLexer(text)
        var lexed: [(token: Token, endLine: Int)] = []
        var previousEnd: Int? = nil
        var texts = CodeTokenTexts()
        while let span = lexer.nextSpan() {
            defer { previousEnd = span.range.upperBound }
            let spaced = previousEnd.map { $0 < span.range.lowerBound } ?? true
            guard span.kind != .comment else {
                if !lexed.isEmpty { lexed[lexed.count - 1].endLine = span.endLine }
                continue
            }
            // Keywords and punctuation recur: their strings are made once (`CodeTokenTexts`).
            let text =
                span.kind == .string ? lexer.text(of: span) : texts.token(at: span, of: lexer).text
            lexed.append(
                (
                    Token(kind: span.kind, text: text, line: span.line, spaced: spaced),
                    span.endLine
                ))
        }
        tokens = Self.withoutDirectives(lexed)
        closers = Self.closers(of: tokens)
        var openers = [Int](repeating: -1, count: tokens.count)
        for (index, closer) in closers.enumerated() where closer >= 0 { openers[closer] = index }
        self.openers = openers
    }

    /// The tokens of `lexed` less those on the line of a compilation directive: a `#` first on
    /// its line followed by `if`, `elseif`, `else` or `endif`.
    private static func withoutDirectives(_ lexed: [(token: Token, endLine: Int)]) -> [Token] {
        var directiveLines: Set<Int> = []
        for (index, entry) in lexed.enumerated() {
            let token = entry.token
            guard token.kind == .punctuation, token.text == "#",
                index == 0 || lexed[index - 1].endLine < token.line, index + 1 < lexed.count,
                lexed[index + 1].token.line == token.line,
                ["if", "elseif", "else", "endif"].contains(lexed[index + 1].token.text)
            else { continue }
            directiveLines.insert(token.line)
        }
        return lexed.map(\.token).filter { !directiveLines.contains($0.line) }
    }

    /// Per token, the index of the bracket closing it, or -1.
    private static func closers(of tokens: [Token]) -> [Int] {
        var closers = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}": if let opener = open.popLast() { closers[opener] = index }
            default: break
            }
        }
        return closers
    }

    /// Whether the token at `index` is the code token `text`.
    func isCode(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind != .string
            && tokens[index].text == text
    }

    /// Whether `->` starts at `index`.
    func isArrow(_ index: Int) -> Bool {
        isCode(index, "-") && isCode(index + 1, ">") && !tokens[index + 1].spaced
    }

    /// The index after the `<…>` clause opening at `index` (angle brackets counted, `->` and
    /// bracketed parts passed over), or `index` when no `<` is there.
    func afterAngles(at index: Int, before end: Int) -> Int {
        guard isCode(index, "<") else { return index }
        var depth = 0
        var position = index
        while position < end {
            if closers[position] >= 0 {
                position = closers[position] + 1
                continue
            }
            if isArrow(position) {
                position += 2
                continue
            }
            if isCode(position, "<") { depth += 1 }
            if isCode(position, ">") {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
            position += 1
        }
        return end
    }

    /// The tokens in `range` as one line of Swift: joined with a space where the source had
    /// space, none just inside brackets, and no comma before a closing bracket.
    func text(_ range: Range<Int>) -> String {
        var result = ""
        for index in range {
            let token = tokens[index]
            if token.text == ",", index + 1 < range.upperBound, isCode(index + 1, ")") {
                continue
            }
            let afterOpen = index > range.lowerBound && ["(", "["].contains(tokens[index - 1].text)
            let beforeClose = token.kind == .punctuation && [")", "]"].contains(token.text)
            if index > range.lowerBound, token.spaced, !afterOpen, !beforeClose { result += " " }
            result +=
                token.kind == .identifier && Self.needsBackticks(token.text)
                ? "`\(token.text)`" : token.text
        }
        return result
    }

    /// Whether the identifier `text` must be written in backticks to be a name (a keyword).
    private static func needsBackticks(_ text: String) -> Bool {
        ["default", "case", "switch", "return", "repeat", "in", "is", "as"]
            .contains(text)
    }

    /// The indices in `range` split at the commas not nested in brackets or angle brackets.
    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var position = range.lowerBound
        var angles = 0
        while position < range.upperBound {
            if closers[position] >= 0 {
                position = closers[position] + 1
                continue
            }
            if isArrow(position) {
                position += 2
                continue
            }
            if isCode(position, "<") { angles += 1 }
            if isCode(position, ">") { angles -= 1 }
            if isCode(position, ","), angles <= 0 {
                parts.append(start..<position)
                start = position + 1
            }
            position += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }
}
