/// One `case …:` or `default:` clause of a switch, as token indices into a `SwiftSource`.
struct SwitchClause: Equatable {
    /// The index of the label's first token (`case`, `default` or the `@` of `@unknown`).
    let label: Int
    /// Whether the label is `default:` (or `@unknown default:`).
    let isDefault: Bool
    /// The index of the `:` ending the label.
    let colon: Int
    /// The index of the clause's last token (before the next label or the closing brace).
    let last: Int

    /// The clauses of the switch whose body runs from the `{` at `open` to the `}` at `close`.
    ///
    /// Returns nil when the body is not made of labels that each start a line. `#if` directive
    /// lines between clauses are skipped; a clause's `last` token may be one of them.
    static func clauses(of source: SwiftSource, open: Int, close: Int) -> [SwitchClause]? {
        if let known = source.memo.clauses[open], known.close == close { return known.clauses }
        let clauses = read(of: source, open: open, close: close)
        source.memo.clauses[open] = (close, clauses)
        return clauses
    }

    private static func read(of source: SwiftSource, open: Int, close: Int) -> [SwitchClause]? {
        let topLevel = source.topLevelIndices(between: open, and: close)
            .filter { !source.isDirective($0) }
        let labels = topLevel.filter { isLabel($0, in: source, open: open) }
        guard labels.first == topLevel.first else { return nil }
        var clauses: [SwitchClause] = []
        for (number, label) in labels.enumerated() {
            let end = number + 1 < labels.count ? labels[number + 1] : close
            guard let colon = source.next(":", after: label), colon < end, end - 1 > colon,
                source.isFirstOnLine(label)
            else { return nil }
            let isDefault =
                source.tokens[label].isCode("@") || source.tokens[label].isCode("default")
            clauses.append(
                SwitchClause(label: label, isDefault: isDefault, colon: colon, last: end - 1))
        }
        return clauses
    }

    /// Whether the clause's label names `.name` (as `.name`, `.name(…)` or `Views.name`).
    func names(_ name: String, in source: SwiftSource) -> Bool {
        (label..<colon).contains { index in
            source.tokens[index].isCode(name) && index > 0 && source.tokens[index - 1].isCode(".")
        }
    }

    /// Whether the clause's body starts on the label's line.
    func isOneLine(in source: SwiftSource) -> Bool {
        source.tokens[colon + 1].line == source.tokens[colon].line
    }

    private static func isLabel(_ index: Int, in source: SwiftSource, open: Int) -> Bool {
        let token = source.tokens[index]
        guard index == open + 1 || source.isFirstOnLine(index) else { return false }
        if token.isCode("case") || token.isCode("default") { return true }
        return token.isCode("@") && index + 2 < source.tokens.count
            && source.tokens[index + 1].isCode("unknown")
            && source.tokens[index + 2].isCode("default")
    }
}
