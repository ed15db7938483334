extension DeclarationScanner {
    /// The type names `text` declares at its top level (outside every brace), in order: the
    /// only ones that can clash with another file's, since a nested type (`Request` in
    /// `enum Profile { enum Load { struct Request {} } }`) is named within its parent.
    package static func topLevelTypes(in text: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var previous: SwiftToken?
        var beforePrevious: SwiftToken?
        for token in SwiftLexer.tokens(of: text)
        where token.kind != .comment && token.kind != .string {
            if token.isCode("{") { depth += 1 }
            if token.isCode("}") { depth = max(0, depth - 1) }
            if depth == 0, token.kind == .identifier, let previous,
                previous.kind == .identifier, introducers.contains(previous.text),
                beforePrevious?.isCode(".") != true, !notTypeNames.contains(token.text)
            {
                names.append(token.text)
            }
            beforePrevious = previous
            previous = token
        }
        return names
    }
}
