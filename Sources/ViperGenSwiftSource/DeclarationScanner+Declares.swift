extension DeclarationScanner {
    /// Whether `text` declares `keyword name` (`enum Views`): the answer of
    /// `DeclarationScanner(text:).declares(keyword, name)`, read from the token spans without
    /// making a token list, or a string for any token that cannot be either word.
    package static func declares(_ keyword: String, _ name: String, in text: String) -> Bool {
        var lexer = SwiftLexer(text)
        var previousIsKeyword = false
        while let span = lexer.nextSpan() {
            guard span.kind != .comment else { continue }
            let isCode = span.kind != .string
            if previousIsKeyword, isCode, spells(span, name, in: lexer) { return true }
            previousIsKeyword = isCode && spells(span, keyword, in: lexer)
        }
        return false
    }

    /// Whether the code token at `span` is `word`: its text is its bytes, less the (at most
    /// two) backticks of an identifier, so only spans that long are read.
    private static func spells(_ span: SwiftLexer.Span, _ word: String, in lexer: SwiftLexer)
        -> Bool
    {
        let count = word.utf8.count
        guard span.range.count >= count, span.range.count <= count + 2 else { return false }
        return lexer.text(of: span) == word
    }
}
