/// Finding targets, products and dependencies in a manifest.
extension ManifestDocument {
    /// Where `Package(`'s `targets:` is named in messages.
    static let targetsPlace = "`targets:` of `Package(`"

    /// The calls that declare targets.
    static let targetFunctions: Set<String> = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary",
        "binaryTarget",
    ]

    /// The target calls of `place`'s array.
    func targetCalls(in place: ManifestArrayPlace?) -> [ManifestCall] {
        calls(in: place).filter { Self.targetFunctions.contains($0.function) }
    }

    /// The calls of `place`'s array.
    func calls(in place: ManifestArrayPlace?) -> [ManifestCall] {
        place.map { ManifestCall.all(in: $0.list, of: text) } ?? []
    }

    /// The target named `name`, or nil when none is; refuses when two are, or when it is
    /// missing and some target's name is not a string literal (it may be that one).
    func target(
        named name: String, in place: ManifestArrayPlace?, _ action: ManifestEditRefusal.Action,
        lines: [String]
    ) throws(ManifestEditRefusal) -> ManifestCall? {
        let targets = targetCalls(in: place)
        let matches = targets.filter { $0.literal("name", in: text) == name }
        if matches.count > 1 {
            throw refusal(
                at: matches[1].item.first,
                "the target `\(name)` is declared twice (lines \(text.humanLine(matches[0].item.first)) and \(text.humanLine(matches[1].item.first)))",
                action, place: Self.targetsPlace, lines: lines)
        }
        if let match = matches.first { return match }
        if let computed = targets.first(where: { $0.literal("name", in: text) == nil }) {
            let argument = computed.argument("name")
            let written =
                argument.map { text.compactSource(from: $0.valueFirst, through: $0.last) }
                ?? "nothing"
            throw refusal(
                at: computed.item.first,
                "a target's `name:` is `\(written)`, not a string literal, so `\(name)` cannot be told from it",
                action, place: Self.targetsPlace, lines: lines)
        }
        return nil
    }

    /// The target named `name`; refuses when it is missing too.
    func requiredTarget(
        named name: String, in place: ManifestArrayPlace?, _ action: ManifestEditRefusal.Action,
        lines: [String]
    ) throws(ManifestEditRefusal) -> ManifestCall {
        guard let target = try target(named: name, in: place, action, lines: lines) else {
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
            action, lines: lines)
    }

    /// The summary of every target call in `targets:`; refuses when a name is not a literal.
    func targetSummaries() throws(ManifestEditRefusal) -> [ManifestTargetSummary] {
        let place = try array("targets", of: package, place: Self.targetsPlace, .change, lines: [])
        var summaries: [ManifestTargetSummary] = []
        for call in targetCalls(in: place) {
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
