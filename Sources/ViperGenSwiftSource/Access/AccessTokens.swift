/// A Swift text's code tokens with where each lies in its UTF-8 bytes, for edits that insert
/// or replace text at a token: comments and literals' insides never count, and the tokens of
/// `#if`/`#elseif`/`#else`/`#endif` lines are left out (so every branch's declarations are read
/// as if they followed each other).
struct AccessTokens {
    /// One code token.
    struct Token {
        /// What sort of token it is.
        let kind: SwiftToken.Kind
        /// Its text (backticks removed from an identifier).
        let text: String
        /// Its bytes in the text.
        let range: Range<Int>
        /// The 0-based line it starts on.
        let line: Int
        /// Whether it is an identifier written in backticks (a name, never a keyword).
        let isEscaped: Bool
    }

    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The code tokens, in order.
    let tokens: [Token]
    /// Per token, the index of the bracket closing the `(`, `[` or `{` there, or -1.
    let closers: [Int]
    /// Per token, the index of the bracket the `)`, `]` or `}` there closes, or -1.
    let openers: [Int]
    /// The 0-based lines of the compilation directives, each with how it changes the depth of
    /// `#if` blocks (+1 for `#if`, -1 for `#endif`, 0 for `#elseif` and `#else`).
    let directives: [Int: Int]

    /// Lexes `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
        var lexer = SwiftLexer(bytes: bytes)
        var lexed: [Token] = []
        while let span = lexer.nextSpan() {
            guard span.kind != .comment else { continue }
            let escaped =
                span.kind == .identifier && bytes[span.range.lowerBound] == UInt8(ascii: "`")
            lexed.append(
                Token(
                    kind: span.kind, text: lexer.text(of: span), range: span.range,
                    line: span.line, isEscaped: escaped))
        }
        var directives: [Int: Int] = [:]
        for (index, token) in lexed.enumerated()
        where token.kind == .punctuation && token.text == "#"
            && (index == 0 || lexed[index - 1].line < token.line) && index + 1 < lexed.count
            && lexed[index + 1].line == token.line
        {
            switch lexed[index + 1].text {
            case "if": directives[token.line] = 1
            case "endif": directives[token.line] = -1
            case "elseif", "else": directives[token.line] = 0
            default: break
            }
        }
        self.directives = directives
        tokens = lexed.filter { directives[$0.line] == nil }
        var closers = [Int](repeating: -1, count: tokens.count)
        var openers = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}":
                if let opener = open.popLast() {
                    closers[opener] = index
                    openers[index] = opener
                }
            default: break
            }
        }
        self.closers = closers
        self.openers = openers
    }

    /// Whether the token at `index` is the code token `text` (not a literal, not escaped).
    func isCode(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind != .string
            && !tokens[index].isEscaped && tokens[index].text == text
    }

    /// Whether the token at `index` is an unescaped identifier among `words`.
    func isWord(_ index: Int, in words: Set<String>) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
            && !tokens[index].isEscaped && words.contains(tokens[index].text)
    }

    /// The source text from the start of the token at `first` to the end of the token at `last`.
    func source(from first: Int, through last: Int) -> String {
        String(
            decoding: bytes[tokens[first].range.lowerBound..<tokens[last].range.upperBound],
            as: UTF8.self)
    }

    /// The `#if` depth of line `line`: how many `#if` blocks hold it.
    func conditionalDepth(of line: Int) -> Int {
        directives.filter { $0.key < line }.values.reduce(0, +)
    }
}
