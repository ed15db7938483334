/// Registers a `routed` module in the application router: `PaymentsModule(),` in the list
/// `instantiatedModules` is initialised with.
///
/// The new element goes last: on a line of its own, indented like the last element, when the
/// list has its `]` on a line of its own, else right before the `]`; after an element without
/// a trailing comma it brings the comma. Every edit is checked by lexing its result: unless
/// exactly the new element's tokens were added before the `]`, the file is left to the user.
struct ApplicationRouterRegistration {
    /// What is registered (a module).
    let subject: RegistrationSubject

    /// The module's type: `PaymentsModule`.
    var moduleType: String { subject.name + "Module" }

    /// Where the line goes, for a person.
    static let place = "in ApplicationRouter's \(ModuleListLiteral.propertyName) list"

    /// The registration of `subject` in the ApplicationRouter file `text`.
    func register(in text: String) -> FileRegistration {
        let source = SwiftSource(text)
        let steps = [ManualRegistration.Step(place: Self.place, line: "\(moduleType)(),")]
        let literal: ModuleListLiteral
        switch ModuleListLiteral.find(in: source) {
        case .success(let found): literal = found
        case .failure(let failure): return .manual(reasons: [failure.reason], steps: steps)
        }
        if literal.contains(moduleType, in: source) { return .alreadyRegistered }
        let named = source.indices(of: [moduleType])
        if named.contains(where: { !(literal.open...literal.close).contains($0) }) {
            return .manual(
                reasons: ["\(moduleType) is named outside the list; check how it is registered"],
                steps: steps)
        }
        let added = addedTokens(literal, in: source)
        let expected =
            source.tokens[..<literal.close].map(\.text) + added
            + source.tokens[literal.close...].map(\.text)
        let edited = candidates(literal, added: added, in: source).first {
            SwiftSource($0).tokens.map(\.text) == expected
        }
        guard let edited else {
            return .manual(
                reasons: ["the list is not laid out one element per line or on one line"],
                steps: steps)
        }
        return .edited(edited)
    }

    /// Whether the list has its `]` on a line of its own, below the `[`.
    private func isOnePerLine(_ literal: ModuleListLiteral, in source: SwiftSource) -> Bool {
        source.tokens[literal.open].line < source.tokens[literal.close].line
            && source.isFirstOnLine(literal.close)
    }

    /// The tokens the new element adds before the `]`: `, PaymentsModule()` after an element
    /// without a trailing comma, else `PaymentsModule()`; with a trailing comma of its own when
    /// the list ends in one, or is laid out one element per line and has no second element
    /// showing it does without (so a list of one element gets swift-format's trailing commas).
    private func addedTokens(_ literal: ModuleListLiteral, in source: SwiftSource) -> [String] {
        let element = [moduleType, "(", ")"]
        let onePerLine = isOnePerLine(literal, in: source)
        if !literal.elements.isEmpty && !literal.hasTrailingComma {
            return [","] + element + (onePerLine && literal.elements.count == 1 ? [","] : [])
        }
        return element + (literal.hasTrailingComma || onePerLine ? [","] : [])
    }

    /// The edited texts to try, most likely first; the caller keeps the first whose tokens are
    /// the expected ones.
    private func candidates(
        _ literal: ModuleListLiteral, added: [String], in source: SwiftSource
    ) -> [String] {
        let tokens = source.tokens
        let closeLine = tokens[literal.close].line
        guard isOnePerLine(literal, in: source) else {
            // `[MainModule()]` becomes `[MainModule(), PaymentsModule()]`.
            let joined = added.joined().replacingComma()
            let insertion = literal.hasTrailingComma ? " " + joined : joined
            return LineEdit(lines: source.lines, line: closeLine)
                .inserting(insertion, before: "]")
        }
        let indent: String
        if let last = literal.elements.last {
            let end = last.upperBound + (literal.hasTrailingComma ? 1 : 0)
            guard source.isFirstOnLine(last.lowerBound), source.isLastOnLine(end) else {
                return []
            }
            indent = source.lines.indentation(tokens[last.lowerBound].line)
        } else {
            indent = source.lines.indentation(closeLine) + "    "
        }
        let element = added.drop { $0 == "," }.joined()
        guard source.canInsert(before: closeLine) else { return [] }
        var texts = [source.lines.text]
        if added.first == "," {
            // The last element gets the comma it lacks, right after its last token.
            let last = tokens[literal.close - 1]
            texts = LineEdit(lines: source.lines, line: last.endLine).inserting(
                ",", after: last.text)
        }
        return texts.compactMap { text in
            var lines = SourceLines(text)
            return lines.insert([indent + element], before: closeLine) ? lines.text : nil
        }
    }
}

extension String {
    /// The text with a leading `,` followed by a space: `,PaymentsModule()` → `, PaymentsModule()`.
    fileprivate func replacingComma() -> String {
        hasPrefix(",") ? ", " + dropFirst() : self
    }
}
