/// Adds a `case .name:` clause to a switch in the style of its neighbouring clauses.
enum SwitchCasePlacement {
    /// Where `case .name: body` goes in the switch from `open` to `close`, after the last
    /// `case` clause (before `default:` when that is the only clause).
    ///
    /// One-line or two-line like the neighbouring clause; with `matchReturn`, `body` gets the
    /// `return ` the neighbour uses.
    static func outcome(
        in source: SwiftSource, open: Int, close: Int, caseName: String, body: String,
        matchReturn: Bool = false
    ) -> RegistrationPlace.Outcome {
        guard let clauses = SwitchClause.clauses(of: source, open: open, close: close) else {
            return .notFound("its cases are not one label per line")
        }
        if clauses.contains(where: { $0.names(caseName, in: source) }) { return .present }
        guard let reference = clauses.last(where: { !$0.isDefault }) ?? clauses.last else {
            return .notFound("the switch has no cases to follow")
        }
        let line: Int
        if reference.isDefault {
            line = source.tokens[reference.label].line
        } else {
            line = source.tokens[reference.last].endLine + 1
            guard source.tokens[reference.last + 1].line >= line else {
                return .notFound("the last case ends on the line of the next one")
            }
        }
        guard source.canInsert(before: line) else {
            return .notFound("a comment or literal spans the insertion point")
        }
        let firstBody = source.tokens[reference.colon + 1]
        let usesReturn = reference.isDefault || firstBody.isCode("return")
        let statement = matchReturn && usesReturn ? "return " + body : body
        let indent = source.lines.indentation(source.tokens[reference.label].line)
        if reference.isOneLine(in: source) {
            return .insert(
                RegistrationPlace.Insertion(
                    line: line, lines: ["\(indent)case .\(caseName): \(statement)"]))
        }
        guard source.isFirstOnLine(reference.colon + 1) else {
            return .notFound("the neighbouring case's body does not start a line")
        }
        let bodyIndent = source.lines.indentation(firstBody.line)
        return .insert(
            RegistrationPlace.Insertion(
                line: line, lines: ["\(indent)case .\(caseName):", bodyIndent + statement]))
    }
}
