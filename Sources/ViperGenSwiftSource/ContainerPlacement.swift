/// Where a new `container.apply(…)` line goes in a container setup: after a group's last call
/// on the app's container, or after its heading comment, never inside an `#if` block.
struct ContainerPlacement {
    /// The RootApp file.
    let source: SwiftSource
    /// Its apply calls that fill their lines.
    let calls: [ApplyCall]

    /// After the last call on the app's container in `group`, the calls under the heading
    /// comment on line `heading`; right after the heading when the group has no calls.
    func afterHeading(
        _ heading: Int, group: [ApplyCall], main: MainContainer?, of subject: RegistrationSubject
    ) -> RegistrationPlace.Outcome {
        if !group.isEmpty {
            guard let main else {
                return .notFound("the app's container cannot be told apart from the others")
            }
            guard let anchor = group.last(where: main.isInBlock) else {
                return .notFound("the group has no apply call on the app's container")
            }
            return insertion(after: anchor.line, indentOf: anchor.line, main: main, of: subject)
        }
        let next = source.tokens.firstIndex { $0.line > heading }
        let block = next.flatMap(source.enclosingBrace)
        guard let main, block != nil, main.block == block else {
            return .notFound("no container.apply(…) call near the // \(subject.groupName) comment")
        }
        return insertion(after: heading, indentOf: heading, main: main, of: subject)
    }

    /// The apply line after line `line`, indented like line `indentLine`; when that place is
    /// inside an `#if` block, after its `#endif`, indented like the last unconditional call.
    func insertion(
        after line: Int, indentOf indentLine: Int, main: MainContainer,
        of subject: RegistrationSubject
    ) -> RegistrationPlace.Outcome {
        guard let target = source.unconditionalLine(line + 1, notAround: main.block) else {
            return .notFound(
                "an #if block in the container setup has no #endif or unbalanced brackets")
        }
        var indentLine = indentLine
        if target != line + 1 {
            guard
                let reference = calls.last(where: {
                    main.isInBlock($0) && $0.line < target
                        && !source.isConditional($0.dot, notAround: main.block)
                })
            else { return .notFound("no apply call outside #if blocks to follow") }
            let returns = source.indices(of: ["return"]).filter {
                source.enclosingBrace(of: $0) == main.block && source.tokens[$0].line < target
            }
            guard returns.isEmpty else {
                return .notFound("a return comes before the place after the #endif")
            }
            indentLine = reference.line
        }
        guard source.canInsert(before: target) else {
            return .notFound("a comment or literal spans the insertion point")
        }
        let indent = source.lines.indentation(indentLine)
        let statement = "\(indent)\(main.receiver).apply(\(subject.assemblyType).self)"
        return .insert(RegistrationPlace.Insertion(line: target, lines: [statement]))
    }
}
