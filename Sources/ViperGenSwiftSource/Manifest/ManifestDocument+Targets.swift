/// Finding targets, products and dependencies in a manifest.
extension ManifestDocument {
    /// Where `Package(`'s `targets:` is named in messages.
    static let targetsPlace = "`targets:` of `Package(`"

    /// The calls that declare targets.
    static let targetFunctions: Set<String> = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary",
        "binaryTarget",
    ]

    /// The target calls of `place`'s array (as `calls(in:)` finds them).
    func targetCalls(in place: ManifestArrayPlace?) -> [ManifestCall] {
        calls(in: place).filter { Self.targetFunctions.contains($0.function) }
    }

    /// The calls of `place`'s array, with the calls initializing the top-level `let`s that its
    /// elements name (one per declaration: a `let` declared in each branch of an `#if` gives a
    /// call per branch, all at the element's position).
    func calls(in place: ManifestArrayPlace?) -> [ManifestCall] {
        guard let place else { return [] }
        var calls: [ManifestCall] = []
        for (position, item) in place.list.items.enumerated() {
            if let call = ManifestCall(item: item, position: position, in: text) {
                calls.append(call)
            } else if item.first == item.last, text.tokens[item.first].kind == .identifier {
                calls += topLevelDeclarations(of: text.tokens[item.first].text).compactMap {
                    declaredCall($0, position: position)
                }
            }
        }
        return calls
    }

    /// The call that the declaration at `declaration` (`let NAME(: Type)? = .target(…)`) is
    /// initialized with, or nil when its value is something else.
    private func declaredCall(_ declaration: Int, position: Int) -> ManifestCall? {
        let tokens = text.tokens
        guard let equals = text.source.next("=", after: declaration + 1) else { return nil }
        var open = equals + 1
        while open < tokens.count, !tokens[open].isCode("("), open - equals <= 3 { open += 1 }
        guard open < tokens.count, tokens[open].isCode("("),
            let close = text.source.closing(of: open)
        else { return nil }
        if close + 1 < tokens.count {
            let next = tokens[close + 1]
            guard next.line > tokens[close].endLine, next.kind != .punctuation || next.isCode("#")
            else { return nil }
        }
        let item = ManifestList.Item(first: equals + 1, last: close, comma: nil, label: nil)
        return ManifestCall(item: item, position: position, in: text, viaLet: true)
    }

    /// The declarations of the target named `name` (one call, or the calls initializing the
    /// `let` an element names), none when it is missing; refuses when two elements declare it,
    /// or when it is missing and some target's name is not a string literal (it may be that
    /// one).
    func target(
        named name: String, in place: ManifestArrayPlace?, _ action: ManifestEditRefusal.Action,
        lines: [String]
    ) throws(ManifestEditRefusal) -> [ManifestCall] {
        let targets = targetCalls(in: place)
        let matches = targets.filter { $0.literal("name", in: text) == name }
        if let first = matches.first,
            let other = matches.first(where: { $0.position != first.position })
        {
            let numbers = [first, other].map { text.humanLine($0.item.first) }
            throw refusal(
                at: other.item.first,
                "the target `\(name)` is declared twice (lines \(numbers[0]) and \(numbers[1]))",
                action, place: Self.targetsPlace, lines: lines)
        }
        if !matches.isEmpty { return matches }
        if let computed = targets.first(where: { $0.literal("name", in: text) == nil }) {
            let argument = computed.argument("name")
            let written =
                argument.map { text.compactSource(from: $0.valueFirst, through: $0.last) }
                ?? "nothing"
            throw refusal(
                at: computed.item.first,
                "a target's `name:` is `\(written)`, not a string literal, so `\(name)` cannot "
                    + "be told from it",
                action, place: Self.targetsPlace, lines: lines)
        }
        return []
    }

    /// The declarations of the target named `name`; refuses when it is missing too.
    func requiredTarget(
        named name: String, in place: ManifestArrayPlace?, _ action: ManifestEditRefusal.Action,
        lines: [String]
    ) throws(ManifestEditRefusal) -> [ManifestCall] {
        let target = try target(named: name, in: place, action, lines: lines)
        guard !target.isEmpty else {
            throw refusal(
                at: place?.list.open, "no target named `\(name)` is declared", action,
                place: Self.targetsPlace, lines: lines)
        }
        return target
    }

    /// The name an element of a `dependencies:` array names (`"X"`, `.target(name: "X")`,
    /// `.byName(name: "X")`, `.product(name: "X", …)`), with the index of its literal.
    func dependencyName(of item: ManifestList.Item, position: Int) -> (name: String, literal: Int)?
    {
        if item.first == item.last, let name = text.literal(at: item.first) {
            return (name, item.first)
        }
        guard let call = ManifestCall(item: item, position: position, in: text),
            ["target", "byName", "product"].contains(call.function),
            let argument = call.argument("name"), argument.valueFirst == argument.last,
            let name = text.literal(at: argument.valueFirst)
        else { return nil }
        return (name, argument.valueFirst)
    }

    /// The `dependencies:` array of `target`, or nil when it has none.
    func dependencies(
        of target: ManifestCall, _ action: ManifestEditRefusal.Action, lines: [String]
    ) throws(ManifestEditRefusal) -> ManifestArrayPlace? {
        let name = target.literal("name", in: text) ?? "?"
        return try array(
            "dependencies", of: target.arguments, place: "`dependencies:` of the target `\(name)`",
            action, lines: lines, allowingConditional: target.viaLet)
    }

    /// The summary of every target call in `targets:`; refuses when a name is not a literal.
    func targetSummaries() throws(ManifestEditRefusal) -> [ManifestTargetSummary] {
        let place = try array("targets", of: package, place: Self.targetsPlace, .change, lines: [])
        var summaries: [ManifestTargetSummary] = []
        var positions: Set<Int> = []
        for call in targetCalls(in: place) where positions.insert(call.position).inserted {
            guard let name = call.literal("name", in: text) else {
                throw refusal(
                    at: call.item.first, "a target's `name:` is not a string literal", .change,
                    place: Self.targetsPlace, lines: [])
            }
            let dependencies = try self.dependencies(of: call, .change, lines: [])
            let names =
                dependencies.map { place in
                    place.list.items.enumerated().compactMap {
                        dependencyName(of: $1, position: $0)?.name
                    }
                } ?? []
            let settings =
                (try? array(
                    "swiftSettings", of: call.arguments, place: "", .change, lines: [])).flatMap {
                    $0?.list.items.map { text.compactSource(from: $0.first, through: $0.last) }
                }
            summaries.append(
                ManifestTargetSummary(
                    kind: call.function, name: name, dependencyNames: names,
                    path: call.literal("path", in: text), swiftSettings: settings,
                    line: text.humanLine(call.item.first)))
        }
        return summaries
    }
}
