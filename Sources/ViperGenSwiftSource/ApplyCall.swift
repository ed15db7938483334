/// A `container.apply(SomeAssembly.self)` call of the container setup.
struct ApplyCall: Equatable, Sendable {
    /// The container's name: `container`.
    let receiver: String
    /// The applied assembly: `MainAssembly`.
    let assemblyType: String
    /// The 0-based line of the statement.
    let line: Int
    /// The index of the `{` of the block the statement is in.
    let block: Int?
    /// The index of the `.` before `apply`.
    let dot: Int

    /// Every apply call of `source`; with `aloneOnLine`, only those filling their line.
    static func all(in source: SwiftSource, aloneOnLine: Bool = true) -> [ApplyCall] {
        if let known = source.memo.applyCalls[aloneOnLine] { return known }
        let calls = source.indices(of: [".", "apply", "("]).compactMap { dot -> ApplyCall? in
            let tokens = source.tokens
            guard dot > 0, dot + 6 < tokens.count, tokens[dot - 1].kind == .identifier,
                tokens[dot + 3].kind == .identifier, tokens[dot + 4].isCode("."),
                tokens[dot + 5].isCode("self"), tokens[dot + 6].isCode(")"),
                !aloneOnLine || (source.isFirstOnLine(dot - 1) && source.isLastOnLine(dot + 6))
            else { return nil }
            return ApplyCall(
                receiver: tokens[dot - 1].text, assemblyType: tokens[dot + 3].text,
                line: tokens[dot].line, block: source.enclosingBrace(of: dot), dot: dot)
        }
        source.memo.applyCalls[aloneOnLine] = calls
        return calls
    }
}
