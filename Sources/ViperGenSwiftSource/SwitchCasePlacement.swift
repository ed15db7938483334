/// Adds a `case .name:` clause to a switch in the style of its neighbouring clauses.
enum SwitchCasePlacement {
    /// Where `case .name: body` goes in the switch from `open` to `close`, after the last
    /// `case` clause (before `default:` when that is the only clause).
    ///
    /// One-line or two-line like the neighbouring clause; with `matchReturn`, `body` gets the
    /// `return ` the neighbour uses. Clauses inside `#if` blocks are compiled only in some
    /// configurations: the new clause goes after the `#endif` of a trailing block, in the style
    /// of the last clause outside `#if` blocks, and a name handled only inside an `#if` block
    /// does not count as handled (adding it unconditionally would duplicate it there), so that
    /// place is left to the user.
    ///
    /// An empty switch takes a first clause only `asFirstClause`: a switch over an enum with no
    /// case compiles in a plain getter (`Views.stringKey`), never in a view builder, so there a
    /// switch emptied by a removal is left to the user instead.
    static func outcome(
        in source: SwiftSource, open: Int, close: Int, caseName: String, body: String,
        matchReturn: Bool = false, asFirstClause: Bool = false
    ) -> RegistrationPlace.Outcome {
        guard let clauses = SwitchClause.clauses(of: source, open: open, close: close) else {
            return .notFound("its cases are not one label per line")
        }
        let isConditional = { (clause: SwitchClause) in
            source.isConditional(clause.label, notAround: open)
        }
        let naming = clauses.filter { $0.names(caseName, in: source) }
        if naming.contains(where: { !isConditional($0) }) { return .present }
        if let hidden = naming.first,
            let branch = source.branch(around: hidden.label, notAround: open)
        {
            return .notFound(".\(caseName) is handled only inside \(branch)")
        }
        if clauses.contains(where: { $0.isDefault && isConditional($0) }) {
            return .notFound("its default: is inside an #if block")
        }
        let unconditional = clauses.filter { !isConditional($0) }
        if clauses.isEmpty, asFirstClause {
            return firstClause(
                in: source, open: open, close: close, caseName: caseName,
                statement: matchReturn ? "return " + body : body)
        }
        guard let reference = unconditional.last(where: { !$0.isDefault }) ?? unconditional.last
        else {
            return .notFound(
                clauses.isEmpty
                    ? "the switch has no cases to follow"
                    : "the switch has no case outside #if blocks to follow")
        }
        let line: Int
        if reference.isDefault {
            line = source.tokens[reference.label].line
        } else {
            let last = clauses.last { !$0.isDefault } ?? reference
            line = source.tokens[last.last].endLine + 1
            guard source.tokens[last.last + 1].line >= line else {
                return .notFound("the last case ends on the line of the next one")
            }
        }
        guard let target = source.unconditionalLine(line, notAround: open) else {
            return .notFound("an #if block in the switch has no #endif or unbalanced brackets")
        }
        guard source.canInsert(before: target) else {
            return .notFound("a comment or literal spans the insertion point")
        }
        return insertion(
            before: target, like: reference, in: source, caseName: caseName,
            statement: matchReturn && usesReturn(reference, in: source) ? "return " + body : body)
    }

    /// The case names the clauses outside `#if` blocks of the switch from `open` to `close`
    /// handle, each on its label's line.
    static func registrations(in source: SwiftSource, open: Int, close: Int)
        -> [SiteRegistration]
    {
        let clauses = SwitchClause.clauses(of: source, open: open, close: close) ?? []
        return clauses.filter { !$0.isDefault && !source.isConditional($0.label, notAround: open) }
            .flatMap { clause in
                (clause.label..<clause.colon).filter {
                    $0 > 0 && source.tokens[$0].kind == .identifier
                        && source.tokens[$0 - 1].isCode(".")
                }.map {
                    SiteRegistration(
                        naming: .caseName, spelling: source.tokens[$0].text,
                        line: source.tokens[clause.label].line)
                }
            }
    }

    /// The lines of the clauses outside `#if` blocks that handle `.caseName`, in the
    /// switch from `open` to `close`: from the label to the body's last line.
    static func lines(naming caseName: String, in source: SwiftSource, open: Int, close: Int)
        -> [Int]
    {
        let clauses = SwitchClause.clauses(of: source, open: open, close: close) ?? []
        return clauses.filter {
            $0.names(caseName, in: source) && !source.isConditional($0.label, notAround: open)
        }.flatMap { clause -> [Int] in
            var last = clause.last
            while last > clause.colon, source.isDirective(last) { last -= 1 }
            return Array(source.tokens[clause.label].line...source.tokens[last].endLine)
        }
    }

    /// The first clause of the empty switch from `open` to `close` (the switch over an enum
    /// with no case yet): one line before the `}`, its label indented as the `switch` is.
    private static func firstClause(
        in source: SwiftSource, open: Int, close: Int, caseName: String, statement: String
    ) -> RegistrationPlace.Outcome {
        let line = source.tokens[close].line
        guard source.tokens[open].line < line, source.isFirstOnLine(close),
            source.canInsert(before: line)
        else { return .notFound("the switch has no cases to follow") }
        let indent = source.lines.indentation(source.tokens[open].line)
        return .insert(
            RegistrationPlace.Insertion(
                line: line, lines: ["\(indent)case .\(caseName): \(statement)"]))
    }

    /// The clause's lines before line `line`, laid out like `reference`.
    private static func insertion(
        before line: Int, like reference: SwitchClause, in source: SwiftSource, caseName: String,
        statement: String
    ) -> RegistrationPlace.Outcome {
        let indent = source.lines.indentation(source.tokens[reference.label].line)
        if reference.isOneLine(in: source) {
            return .insert(
                RegistrationPlace.Insertion(
                    line: line, lines: ["\(indent)case .\(caseName): \(statement)"]))
        }
        guard source.isFirstOnLine(reference.colon + 1) else {
            return .notFound("the neighbouring case's body does not start a line")
        }
        let bodyIndent = source.lines.indentation(source.tokens[reference.colon + 1].line)
        return .insert(
            RegistrationPlace.Insertion(
                line: line, lines: ["\(indent)case .\(caseName):", bodyIndent + statement]))
    }

    /// Whether the neighbouring clause's body returns its value with `return`.
    private static func usesReturn(_ reference: SwitchClause, in source: SwiftSource) -> Bool {
        reference.isDefault || source.tokens[reference.colon + 1].isCode("return")
    }
}
