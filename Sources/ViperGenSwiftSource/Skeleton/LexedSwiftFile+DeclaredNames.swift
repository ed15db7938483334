extension LexedSwiftFile {
    /// The names the file declares: after `var`, `let`, `func` and `for`, and a closure's
    /// parameters (`{ [weak self] result in`), wherever they lie.
    var declaredNames: Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .identifier, index > 0,
                ["var", "let", "func", "for"].contains(tokens[index - 1].text)
            {
                names.insert(token.text)
            }
            if token.isCode("{") { names.formUnion(closureParameters(after: index)) }
        }
        return names
    }

    /// The parameters of the closure whose `{` is at `open`: the names before its `in`, when
    /// one comes within the first few tokens.
    private func closureParameters(after open: Int) -> Set<String> {
        var names: Set<String> = []
        var index = open + 1
        while index < min(tokens.count, open + 24) {
            let token = tokens[index]
            if token.isCode("in") { return names }
            if token.isCode("{") || token.isCode("}") { return [] }
            if token.kind == .identifier, !["weak", "unowned", "self"].contains(token.text) {
                names.insert(token.text)
            }
            index += 1
        }
        return []
    }
}
