/// A `container.apply(SomeAssembly.self)` statement that fills a line of the container setup.
struct ApplyCall: Equatable, Sendable {
    /// The container's name: `container`.
    let receiver: String
    /// The applied assembly: `MainAssembly`.
    let assemblyType: String
    /// The 0-based line of the statement.
    let line: Int
    /// The index of the `{` of the block the statement is in.
    let block: Int?

    /// Every apply statement of `source` that is alone on its line.
    static func all(in source: SwiftSource) -> [ApplyCall] {
        source.indices(of: [".", "apply", "("]).compactMap { dot -> ApplyCall? in
            let tokens = source.tokens
            guard dot > 0, dot + 6 < tokens.count, tokens[dot - 1].kind == .identifier,
                tokens[dot + 3].kind == .identifier, tokens[dot + 4].isCode("."),
                tokens[dot + 5].isCode("self"), tokens[dot + 6].isCode(")"),
                source.isFirstOnLine(dot - 1), source.isLastOnLine(dot + 6)
            else { return nil }
            return ApplyCall(
                receiver: tokens[dot - 1].text, assemblyType: tokens[dot + 3].text,
                line: tokens[dot].line, block: source.enclosingBrace(of: dot))
        }
    }
}
