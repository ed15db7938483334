/// Registers a module as a navigation destination in RootView: a `case` in the switch of
/// `.navigationDestination(for: Views.self) { … }`, so pushing its `Views` case shows it.
struct NavigationDestinationRegistration {
    /// What is registered (a module).
    let subject: RegistrationSubject

    /// The registration of `subject` in the root view file `text`.
    func register(in text: String) -> FileRegistration {
        let source = SwiftSource(text)
        return FileRegistration.resolve(places(in: source), in: source)
    }

    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(in source: SwiftSource) -> [RegistrationPlace] {
        let receivers = builderReceivers(in: source)
        let receiver = receivers.count == 1 ? receivers[0] : "appViewBuilder"
        let name = subject.caseName
        let place = RegistrationPlace(
            description: "in the switch of .navigationDestination(for: Views.self)",
            manualLine: "case .\(name): \(receiver).build(view: .\(name))",
            outcome: outcome(in: source, receivers: receivers))
        return [place]
    }

    private func outcome(in source: SwiftSource, receivers: [String]) -> RegistrationPlace.Outcome {
        let pattern = ["navigationDestination", "(", "for", ":", "Views", ".", "self", ")", "{"]
        let destinations = source.indices(of: pattern)
        guard destinations.count == 1, let destination = destinations.first,
            let close = source.closing(of: destination + 8)
        else {
            return .notFound(
                destinations.isEmpty
                    ? "no .navigationDestination(for: Views.self) { … } closure"
                    : "more than one .navigationDestination(for: Views.self)")
        }
        let open = destination + 8
        let switches = source.topLevelIndices(between: open, and: close)
            .filter { source.tokens[$0].isCode("switch") }
        guard switches.count == 1, let statement = switches.first,
            let switchOpen = source.next("{", after: statement),
            let switchClose = source.closing(of: switchOpen)
        else { return .notFound("its closure has no single switch") }
        guard receivers.count == 1, let receiver = receivers.first else {
            return .notFound("no single view builder calling build(view:) to use")
        }
        return SwitchCasePlacement.outcome(
            in: source, open: switchOpen, close: switchClose, caseName: subject.caseName,
            body: "\(receiver).build(view: .\(subject.caseName))")
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
