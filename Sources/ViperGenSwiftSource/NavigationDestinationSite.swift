/// Registers a module as a navigation destination in RootView: a `case` in the switch of
/// `.navigationDestination(for: Views.self) { … }`, so pushing its `Views` case shows it.
package struct NavigationDestinationSite: LineSite {
    /// The root view's site.
    package init() {}

    /// The registrations of `subjects` in `text`, the root view file.
    package func register(_ subjects: [RegistrationSubject], in text: String)
        -> [FileRegistration]
    { registering(subjects, in: text) }

    /// The removal of `subject`'s lines from `text`, the root view file.
    package func remove(_ subject: RegistrationSubject, from text: String) -> FileRemoval {
        removing(subject, from: text)
    }

    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(of subject: RegistrationSubject, in source: SwiftSource) -> [RegistrationPlace] {
        let receivers = builderReceivers(in: source)
        let receiver = receivers.count == 1 ? receivers[0] : "appViewBuilder"
        let name = subject.caseName
        let place = RegistrationPlace(
            description: "in the switch of .navigationDestination(for: Views.self)",
            manualLine: "case .\(name): \(receiver).build(view: .\(name))",
            outcome: outcome(of: subject, in: source, receivers: receivers))
        return [place]
    }

    /// The clauses of the navigation destinations' switch outside `#if` blocks.
    package func registrations(in text: String) -> [SiteRegistration] {
        let source = SwiftSource(text)
        guard case .success(let body) = Self.destinationSwitch(in: source) else { return [] }
        return SwitchCasePlacement.registrations(in: source, open: body.open, close: body.close)
    }

    /// The lines of `subject`'s clause in the navigation destinations' switch.
    func registeredLines(of subject: RegistrationSubject, in source: SwiftSource) -> [Int] {
        guard case .success(let body) = Self.destinationSwitch(in: source) else { return [] }
        return SwitchCasePlacement.lines(
            naming: subject.caseName, in: source, open: body.open, close: body.close)
    }

    private func outcome(
        of subject: RegistrationSubject, in source: SwiftSource, receivers: [String]
    ) -> RegistrationPlace.Outcome {
        let body: (open: Int, close: Int)
        switch Self.destinationSwitch(in: source) {
        case .success(let found): body = found
        case .failure(let failure): return .notFound(failure.reason)
        }
        guard receivers.count == 1, let receiver = receivers.first else {
            return .notFound("no single view builder calling build(view:) to use")
        }
        return SwitchCasePlacement.outcome(
            in: source, open: body.open, close: body.close, caseName: subject.caseName,
            body: "\(receiver).build(view: .\(subject.caseName))")
    }

    /// The `{` and `}` of the switch in the one `.navigationDestination(for: Views.self)`
    /// closure, or why there is none.
    private static func destinationSwitch(in source: SwiftSource)
        -> Result<(open: Int, close: Int), RegistrationPlace.Failure>
    {
        let pattern = ["navigationDestination", "(", "for", ":", "Views", ".", "self", ")", "{"]
        let destinations = source.indices(of: pattern)
        guard destinations.count == 1, let destination = destinations.first,
            let close = source.closing(of: destination + 8)
        else {
            return .failure(
                RegistrationPlace.Failure(
                    destinations.isEmpty
                        ? "no .navigationDestination(for: Views.self) { … } closure"
                        : "more than one .navigationDestination(for: Views.self)"))
        }
        let open = destination + 8
        let switches = source.topLevelIndices(between: open, and: close)
            .filter { source.tokens[$0].isCode("switch") }
        guard switches.count == 1, let statement = switches.first,
            let switchOpen = source.next("{", after: statement),
            let switchClose = source.closing(of: switchOpen)
        else { return .failure(RegistrationPlace.Failure("its closure has no single switch")) }
        return .success((switchOpen, switchClose))
    }

    /// The distinct names `x` of every `x.build(view:` call, in order of first use.
    private func builderReceivers(in source: SwiftSource) -> [String] {
        var names: [String] = []
        for dot in source.indices(of: [".", "build", "(", "view", ":"]) where dot > 0 {
            let receiver = source.tokens[dot - 1]
            if receiver.kind == .identifier, !names.contains(receiver.text) {
                names.append(receiver.text)
            }
        }
        return names
    }
}
