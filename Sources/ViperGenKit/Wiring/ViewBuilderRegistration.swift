/// Registers a module in ApplicationViewBuilder: its `case` in `build(view:)`'s switch and a
/// `buildPayments()` method shaped like the last `build…()` method.
struct ViewBuilderRegistration {
    /// What is registered (a module).
    let subject: RegistrationSubject

    /// The registration of `subject` in the view builder file `text`.
    func register(in text: String) -> FileRegistration {
        let source = SwiftSource(text)
        return FileRegistration.resolve(places(in: source), in: source)
    }

    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(in source: SwiftSource) -> [RegistrationPlace] {
        let method = subject.builderMethod
        let builder = source.indices(of: ["func", "build", "(", "view", ":"])
        let clause = RegistrationPlace(
            description: "in the switch of build(view:)",
            manualLine: "case .\(subject.caseName): \(method)()",
            outcome: clauseOutcome(in: source, builders: builder))
        let methodPlace = RegistrationPlace(
            description: "as a method of the view builder",
            manualLine: "func \(method)() -> some View { "
                + "container.resolve(\(subject.assemblyType).self).build() }",
            outcome: methodOutcome(in: source, builders: builder))
        return [clause, methodPlace]
    }

    private func clauseOutcome(in source: SwiftSource, builders: [Int]) -> RegistrationPlace.Outcome
    {
        guard builders.count == 1, let builder = builders.first else {
            return .notFound(
                builders.isEmpty ? "no func build(view:)" : "more than one func build(view:)")
        }
        guard let parameters = source.next("(", after: builder),
            let parametersEnd = source.closing(of: parameters),
            let open = source.next("{", after: parametersEnd), let close = source.closing(of: open)
        else { return .notFound("build(view:) has no body") }
        let switches = source.topLevelIndices(between: open, and: close)
            .filter { source.tokens[$0].isCode("switch") }
        guard switches.count == 1, let statement = switches.first,
            let switchOpen = source.next("{", after: statement),
            let switchClose = source.closing(of: switchOpen)
        else { return .notFound("build(view:) has no single switch") }
        return SwitchCasePlacement.outcome(
            in: source, open: switchOpen, close: switchClose, caseName: subject.caseName,
            body: "\(subject.builderMethod)()")
    }

    /// A `build…()` method declared only inside an `#if` block does not count as declared
    /// (adding it unconditionally would duplicate it there), so that place is left to the user;
    /// the new method is shaped like the last sibling outside `#if` blocks and goes after the
    /// last sibling, past the `#endif` of a block holding it.
    private func methodOutcome(in source: SwiftSource, builders: [Int]) -> RegistrationPlace.Outcome
    {
        let scope = builders.count == 1 ? source.enclosingBrace(of: builders[0]) : nil
        let declared = source.indices(of: ["func", subject.builderMethod, "("])
        if declared.contains(where: { !source.isConditional($0, notAround: scope) }) {
            return .present
        }
        if let hidden = declared.first, let branch = source.branch(around: hidden, notAround: scope)
        {
            return .notFound("\(subject.builderMethod)() is declared only inside \(branch)")
        }
        guard builders.count == 1 else {
            return .notFound("no single func build(view:) to put the method next to")
        }
        let siblings = source.indices(of: ["func"]).filter { index in
            let name = index + 3 < source.tokens.count ? source.tokens[index + 1].text : ""
            return name.count > 5 && name.hasPrefix("build") && name != subject.builderMethod
                && source.tokens[index + 2].isCode("(") && source.tokens[index + 3].isCode(")")
                && source.enclosingBrace(of: index) == scope
        }
        guard let last = siblings.last else {
            return .notFound("no build…() method to follow")
        }
        guard let shape = siblings.last(where: { !source.isConditional($0, notAround: scope) })
        else { return .notFound("no build…() method outside #if blocks to follow") }
        return BuilderMethodShape.insertion(
            shapedLike: shape, after: last, notAround: scope, in: source, subject: subject)
    }
}
