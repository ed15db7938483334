/// Registers a module in ApplicationViewBuilder: its `case` in `build(view:)`'s switch and a
/// `buildPayments()` method shaped like the last `build…()` method.
package struct ViewBuilderSite: LineSite {
    /// The view builder's site.
    package init() {}

    /// The registrations of `subjects` in `text`, the view builder file.
    package func register(_ subjects: [RegistrationSubject], in text: String)
        -> [FileRegistration]
    { registering(subjects, in: text) }

    /// The removal of `subject`'s lines from `text`, the view builder file.
    package func remove(_ subject: RegistrationSubject, from text: String) -> FileRemoval {
        removing(subject, from: text)
    }

    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(of subject: RegistrationSubject, in source: SwiftSource) -> [RegistrationPlace] {
        let method = subject.builderMethod
        let builder = source.indices(of: ["func", "build", "(", "view", ":"])
        let clause = RegistrationPlace(
            description: "in the switch of build(view:)",
            manualLine: "case .\(subject.caseName): \(method)()",
            outcome: clauseOutcome(of: subject, in: source, builders: builder))
        let methodPlace = RegistrationPlace(
            description: "as a method of the view builder",
            manualLine: (subject.buildsOnMainActor ? "@MainActor " : "")
                + "func \(method)() -> some View { "
                + "container.resolve(\(subject.assemblyType).self).build() }",
            outcome: methodOutcome(of: subject, in: source, builders: builder))
        return [clause, methodPlace]
    }

    private func clauseOutcome(
        of subject: RegistrationSubject, in source: SwiftSource, builders: [Int]
    ) -> RegistrationPlace.Outcome {
        if let reason = Self.isolationProblem(of: subject, in: source, builders: builders) {
            return .notFound(reason)
        }
        switch Self.builderSwitch(in: source, builders: builders) {
        case .failure(let failure): return .notFound(failure.reason)
        case .success(let body):
            return SwitchCasePlacement.outcome(
                in: source, open: body.open, close: body.close, caseName: subject.caseName,
                body: "\(subject.builderMethod)()")
        }
    }

    /// The `{` and `}` of the switch of the one `build(view:)` (its `func` among `builders`).
    private static func builderSwitch(in source: SwiftSource, builders: [Int])
        -> Result<(open: Int, close: Int), RegistrationPlace.Failure>
    {
        guard builders.count == 1, let builder = builders.first else {
            return .failure(
                RegistrationPlace.Failure(
                    builders.isEmpty
                        ? "no func build(view:)" : "more than one func build(view:)"))
        }
        guard let parameters = source.next("(", after: builder),
            let parametersEnd = source.closing(of: parameters),
            let open = source.next("{", after: parametersEnd), let close = source.closing(of: open)
        else { return .failure(RegistrationPlace.Failure("build(view:) has no body")) }
        let switches = source.topLevelIndices(between: open, and: close)
            .filter { source.tokens[$0].isCode("switch") }
        guard switches.count == 1, let statement = switches.first,
            let switchOpen = source.next("{", after: statement),
            let switchClose = source.closing(of: switchOpen)
        else { return .failure(RegistrationPlace.Failure("build(view:) has no single switch")) }
        return .success((switchOpen, switchClose))
    }

    /// The clauses of `build(view:)`'s switch and the `build…()` methods beside it, outside
    /// `#if` blocks.
    package func registrations(in text: String) -> [SiteRegistration] {
        let source = SwiftSource(text)
        let builders = source.indices(of: ["func", "build", "(", "view", ":"])
        var found: [SiteRegistration] = []
        if case .success(let body) = Self.builderSwitch(in: source, builders: builders) {
            found += SwitchCasePlacement.registrations(
                in: source, open: body.open, close: body.close)
        }
        let scope = builders.count == 1 ? source.enclosingBrace(of: builders[0]) : nil
        for method in Self.builderMethods(in: source, scope: scope)
        where !source.isConditional(method, notAround: scope) {
            found.append(
                SiteRegistration(
                    naming: .builderMethod, spelling: source.tokens[method + 1].text,
                    line: source.tokens[method].line))
        }
        return found
    }

    /// The `func` of each `build…()` method declared in `scope` (the view builder's body).
    private static func builderMethods(in source: SwiftSource, scope: Int?) -> [Int] {
        source.indices(of: ["func"]).filter { index in
            let name = index + 3 < source.tokens.count ? source.tokens[index + 1].text : ""
            return name.count > 5 && name.hasPrefix("build")
                && source.tokens[index + 2].isCode("(") && source.tokens[index + 3].isCode(")")
                && source.enclosingBrace(of: index) == scope
        }
    }

    /// The lines of `subject`'s clause in `build(view:)` and of its `build…()` method outside
    /// `#if` blocks, with the attributes, doc comment and blank line above the method.
    func registeredLines(of subject: RegistrationSubject, in source: SwiftSource) -> [Int] {
        let builders = source.indices(of: ["func", "build", "(", "view", ":"])
        var lines: [Int] = []
        if case .success(let body) = Self.builderSwitch(in: source, builders: builders) {
            lines += SwitchCasePlacement.lines(
                naming: subject.caseName, in: source, open: body.open, close: body.close)
        }
        let scope = builders.count == 1 ? source.enclosingBrace(of: builders[0]) : nil
        for method in source.indices(of: ["func", subject.builderMethod, "("])
        where !source.isConditional(method, notAround: scope) {
            guard let open = source.next("{", after: method + 2),
                let close = source.closing(of: open)
            else { continue }
            var first = source.tokens[method].line
            while first > 0, BuilderMethodShape.isLeading(source.lines.content(first - 1)) {
                first -= 1
            }
            if first > 0, source.lines.content(first - 1).allSatisfy({ $0 == " " || $0 == "\t" }) {
                first -= 1
            }
            lines += Array(first...source.tokens[close].endLine)
        }
        return lines
    }

    /// A `build…()` method declared only inside an `#if` block does not count as declared
    /// (adding it unconditionally would duplicate it there), so that place is left to the user;
    /// the new method is shaped like the last sibling outside `#if` blocks and goes after the
    /// last sibling, past the `#endif` of a block holding it.
    private func methodOutcome(
        of subject: RegistrationSubject, in source: SwiftSource, builders: [Int]
    ) -> RegistrationPlace.Outcome {
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
        let siblings = Self.builderMethods(in: source, scope: scope).filter {
            source.tokens[$0 + 1].text != subject.builderMethod
        }
        guard let last = siblings.last else {
            return .notFound("no build…() method to follow")
        }
        guard let shape = siblings.last(where: { !source.isConditional($0, notAround: scope) })
        else { return .notFound("no build…() method outside #if blocks to follow") }
        if let reason = Self.isolationProblem(of: subject, in: source, builders: builders) {
            return .notFound(reason)
        }
        // A main-actor assembly is called from a main-actor method: the view builder's type is
        // isolated, or the new method says so itself.
        let mainActor =
            subject.buildsOnMainActor
            && DeclaredIsolation.ofType(enclosing: builders[0], in: source) != .mainActor
        return BuilderMethodShape.insertion(
            shapedLike: shape, after: last, notAround: scope, in: source, subject: subject,
            addingMainActor: mainActor)
    }

    /// Why `subject`'s `build…()` method could not be called from `build(view:)`: its assembly
    /// builds on the main actor and neither `build(view:)` nor its type is main-actor
    /// isolated (such a call does not compile, in Swift 5 either); nil when it can.
    private static func isolationProblem(
        of subject: RegistrationSubject, in source: SwiftSource, builders: [Int]
    ) -> String? {
        guard subject.buildsOnMainActor, builders.count == 1, let builder = builders.first else {
            return nil
        }
        let method = DeclaredIsolation.stated(before: builder, in: source)
        let type = DeclaredIsolation.ofType(enclosing: builder, in: source)
        guard method != .mainActor, type != .mainActor else { return nil }
        return "\(subject.assemblyType).build() is @MainActor and build(view:) is not, so it "
            + "cannot call \(subject.builderMethod)(); make build(view:) @MainActor, or run "
            + "viper-gen init --force to record the app's isolation and make the module again"
    }
}
