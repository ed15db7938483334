/// Registers an assembly in RootApp's container setup: `container.apply(PaymentsAssembly.self)`.
///
/// The line goes at the end of the `// Modules` (or `// Services`) group; without that comment,
/// after the last apply of an assembly of the same kind. Modules are told apart from services
/// by `moduleAssemblies`, the assemblies of the project's module folders. Only apply calls on the
/// container the setup builds (`MainContainer`) count as registrations; calls inside `#if`
/// blocks are compiled only in some configurations, so a new line never goes inside one.
package struct ContainerSite: LineSite {
    /// The assembly types of the project's modules (`MainAssembly`, …).
    package let moduleAssemblies: Set<String>

    /// The container setup's site, telling modules by `moduleAssemblies`.
    package init(moduleAssemblies: Set<String>) {
        self.moduleAssemblies = moduleAssemblies
    }

    /// The registrations of `subjects` in `text`, the RootApp file.
    package func register(_ subjects: [RegistrationSubject], in text: String)
        -> [FileRegistration]
    { registering(subjects, in: text) }

    /// The removal of `subject`'s lines from `text`, the RootApp file.
    package func remove(_ subject: RegistrationSubject, from text: String) -> FileRemoval {
        removing(subject, from: text)
    }

    /// The assemblies `text` applies outside `#if` blocks with calls filling their lines.
    package func registrations(in text: String) -> [SiteRegistration] {
        Self.unconditionalApplies(in: SwiftSource(text)).map {
            SiteRegistration(naming: .assemblyType, spelling: $0.assemblyType, line: $0.line)
        }
    }

    /// The assemblies `text` applies with calls filling their lines, in order: `MainAssembly`.
    package static func appliedAssemblies(in text: String) -> [String] {
        ApplyCall.all(in: SwiftSource(text)).map(\.assemblyType)
    }

    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(of subject: RegistrationSubject, in source: SwiftSource) -> [RegistrationPlace] {
        [
            RegistrationPlace(
                description: "in the // \(subject.groupName) group of the container setup",
                manualLine: "container.apply(\(subject.assemblyType).self)",
                outcome: outcome(of: subject, in: source))
        ]
    }

    /// The lines of the apply calls of `subject`'s assembly that fill their lines outside `#if`
    /// blocks.
    func registeredLines(of subject: RegistrationSubject, in source: SwiftSource) -> [Int] {
        Self.unconditionalApplies(in: source).filter { $0.assemblyType == subject.assemblyType }
            .map(\.line)
    }

    /// The apply calls of `source` that fill their lines outside `#if` blocks.
    private static func unconditionalApplies(in source: SwiftSource) -> [ApplyCall] {
        ApplyCall.all(in: source).filter { !source.isConditional($0.dot, notAround: $0.block) }
    }

    /// Where the apply line goes in `source`, or whether it is there or cannot be placed.
    private func outcome(of subject: RegistrationSubject, in source: SwiftSource)
        -> RegistrationPlace.Outcome
    {
        let layout = ContainerLayout.of(source)
        let (calls, main) = (layout.calls, layout.main)
        if let presence = presence(of: subject, in: source, main: main) { return presence }
        let ownHeadings = layout.headings.filter { $0.value == subject.groupName.lowercased() }
            .keys
        if ownHeadings.count > 1 {
            return .notFound("there are \(ownHeadings.count) // \(subject.groupName) comments")
        }
        let placement = ContainerPlacement(source: source, calls: calls)
        if let heading = ownHeadings.first {
            return placement.afterHeading(
                heading, group: layout.groups[heading] ?? [], main: main, of: subject)
        }
        guard let main else {
            return .notFound(
                Set(calls.map(\.block)).count == 1
                    ? "no // \(subject.groupName) comment, and the app's container cannot be "
                        + "told apart from the others"
                    : "no // \(subject.groupName) comment, and the apply calls are not in one place"
            )
        }
        let sameKind = calls.filter {
            main.isInBlock($0)
                && moduleAssemblies.contains($0.assemblyType) == (subject.kind == .module)
        }
        guard let last = sameKind.last else {
            return .notFound(
                "no // \(subject.groupName) comment and no \(subject.kind.rawValue) assembly applied"
            )
        }
        return placement.insertion(after: last.line, indentOf: last.line, main: main, of: subject)
    }

    /// Whether the assembly is applied on the app's container: `.present`; `.notFound` when
    /// that cannot be told, or when it is applied only inside an `#if` block (a Release build
    /// would lack it, and adding it would duplicate it in the configuration that has it); nil
    /// when it is not applied there (applies on other containers and resolves do not count).
    private func presence(
        of subject: RegistrationSubject, in source: SwiftSource, main: MainContainer?
    ) -> RegistrationPlace.Outcome? {
        let assembly = subject.assemblyType
        let mentions = source.indices(of: [assembly, ".", "self"])
        guard !mentions.isEmpty else { return nil }
        let applies = ApplyCall.all(in: source, aloneOnLine: false).filter {
            $0.assemblyType == assembly
        }
        guard let main else {
            return applies.isEmpty
                ? nil
                : .notFound(
                    "\(assembly) is applied, but the app's container cannot be told apart from "
                        + "the others")
        }
        let own = applies.filter { main.owns($0, in: source) }
        if own.contains(where: { !source.isConditional($0.dot, notAround: main.block) }) {
            return .present
        }
        if let hidden = own.first,
            let branch = source.branch(around: hidden.dot, notAround: main.block)
        {
            return .notFound("\(assembly) is applied only inside \(branch)")
        }
        let applied = Set(applies.map { $0.dot + 3 })
        if mentions.contains(where: { main.encloses($0, in: source) && !applied.contains($0) }) {
            return .notFound("\(assembly).self is named in the container setup outside an apply")
        }
        return nil
    }
}
