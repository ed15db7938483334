/// Registers an assembly in RootApp's container setup: `container.apply(PaymentsAssembly.self)`.
///
/// The line goes at the end of the `// Modules` (or `// Services`) group; without that comment,
/// after the last apply of an assembly of the same kind. Modules are told apart from services
/// by `moduleAssemblies`, the assemblies of the project's module folders.
struct ContainerRegistration {
    /// What is registered.
    let subject: RegistrationSubject
    /// The assembly types of the project's modules (`MainAssembly`, …).
    let moduleAssemblies: Set<String>

    /// The registration of `subject` in the RootApp file `text`.
    func register(in text: String) -> FileRegistration {
        let source = SwiftSource(text)
        let place = RegistrationPlace(
            description: "in the // \(subject.groupName) group of the container setup",
            manualLine: "container.apply(\(subject.assemblyType).self)",
            outcome: outcome(in: source))
        return FileRegistration.resolve([place], in: source)
    }

    private func outcome(in source: SwiftSource) -> RegistrationPlace.Outcome {
        if !source.indices(of: [subject.assemblyType, ".", "self"]).isEmpty { return .present }
        let calls = ApplyCall.all(in: source)
        let (commentLines, headings) = GroupMarker.commentLines(in: source)
        let ownHeadings = headings.filter { $0.value == subject.groupName.lowercased() }.keys
        if ownHeadings.count > 1 {
            return .notFound("there are \(ownHeadings.count) // \(subject.groupName) comments")
        }
        if let heading = ownHeadings.first {
            return afterHeading(
                heading, in: source, calls: calls, commentLines: commentLines,
                headings: Set(headings.keys))
        }
        guard Set(calls.map(\.block)).count == 1 else {
            return .notFound(
                "no // \(subject.groupName) comment, and the apply calls are not in one place")
        }
        let sameKind = calls.filter {
            moduleAssemblies.contains($0.assemblyType) == (subject.kind == .module)
        }
        guard let last = sameKind.last else {
            return .notFound(
                "no // \(subject.groupName) comment and no \(kindName) assembly applied")
        }
        return insertion(after: last.line, indentOf: last.line, receiver: last.receiver, in: source)
    }

    /// At the end of the group under the heading comment on line `heading`.
    private func afterHeading(
        _ heading: Int, in source: SwiftSource, calls: [ApplyCall], commentLines: Set<Int>,
        headings: Set<Int>
    ) -> RegistrationPlace.Outcome {
        let callsByLine = Dictionary(
            calls.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        var line = heading + 1
        var lastCall: ApplyCall?
        while true {
            if let call = callsByLine[line] {
                lastCall = call
            } else if !commentLines.contains(line) || headings.contains(line) {
                break
            }
            line += 1
        }
        if let lastCall {
            return insertion(
                after: lastCall.line, indentOf: lastCall.line, receiver: lastCall.receiver,
                in: source)
        }
        let next = source.tokens.firstIndex { $0.line > heading }
        let block = next.flatMap(source.enclosingBrace)
        let receivers = Set(calls.filter { $0.block == block && block != nil }.map(\.receiver))
        guard receivers.count == 1, let receiver = receivers.first else {
            return .notFound("no container.apply(…) call near the // \(subject.groupName) comment")
        }
        return insertion(after: heading, indentOf: heading, receiver: receiver, in: source)
    }

    private func insertion(
        after line: Int, indentOf indentLine: Int, receiver: String, in source: SwiftSource
    ) -> RegistrationPlace.Outcome {
        guard source.canInsert(before: line + 1) else {
            return .notFound("a comment or literal spans the insertion point")
        }
        let indent = source.lines.indentation(indentLine)
        let statement = "\(indent)\(receiver).apply(\(subject.assemblyType).self)"
        return .insert(RegistrationPlace.Insertion(line: line + 1, lines: [statement]))
    }

    private var kindName: String { subject.kind == .module ? "module" : "service" }
}
