/// The edits that add to a manifest.
extension ManifestDocument {
    /// The text with the product `.library(name:targets:)` added (unchanged when it exists).
    func addingLibraryProduct(name: String, targets: [String]) throws(ManifestEditRefusal) -> String
    {
        let call = ManifestCallText(
            function: "library",
            arguments: [
                ("name", .plain(ManifestLiteral.quoted(name))),
                ("targets", .array(targets.map(ManifestLiteral.quoted))),
            ])
        let place = "`products:` of `Package(`"
        guard
            let products = try array(
                "products", of: package, place: place, .add, lines: [call.oneLine])
        else { return try addingPackageArgument("products", element: call.oneLine) }
        let calls = self.calls(in: products)
        if calls.contains(where: { $0.literal("name", in: text) == name }) { return text.text }
        let sibling = calls.last { $0.function == "library" } ?? calls.last
        let style = ManifestCallStyle(of: sibling, siblings: calls, in: text, layout: layout)
        return edited(
            editing(products.list).inserting(
                call.item(style: style, layout: layout), at: products.list.items.count))
    }

    /// The text with `target` added to `targets:` (unchanged when a target of its name exists):
    /// a regular target after the last non-test one, a test target at the end.
    func addingTarget(_ target: ManifestTarget) throws(ManifestEditRefusal) -> String {
        var arguments: [(label: String, value: ManifestCallText.Value)] = [
            ("name", .plain(ManifestLiteral.quoted(target.name)))
        ]
        if !target.dependencies.isEmpty {
            arguments.append(("dependencies", .array(target.dependencies.map(\.sourceText))))
        }
        if let path = target.path {
            arguments.append(("path", .plain(ManifestLiteral.quoted(path))))
        }
        if let settings = target.swiftSettingsLines, !settings.isEmpty {
            arguments.append(("swiftSettings", .array(settings)))
        }
        let call = ManifestCallText(function: target.kind.rawValue, arguments: arguments)
        guard
            let targets = try array(
                "targets", of: package, place: Self.targetsPlace, .add, lines: [call.oneLine])
        else { return try addingPackageArgument("targets", element: call.oneLine) }
        if try !self.target(named: target.name, in: targets, .add, lines: [call.oneLine]).isEmpty {
            return text.text
        }
        let calls = targetCalls(in: targets)
        let tests = calls.filter { $0.function == "testTarget" }
        let others = calls.filter { $0.function != "testTarget" }
        let sibling: ManifestCall?
        let position: Int
        switch target.kind {
        case .test:
            sibling = tests.last ?? others.last
            position = targets.list.items.count
        case .regular:
            sibling = others.last { $0.function == "target" } ?? others.last ?? tests.last
            position =
                others.last.map { $0.position + 1 } ?? tests.first?.position
                ?? targets.list.items.count
        }
        let style = ManifestCallStyle(of: sibling, siblings: calls, in: text, layout: layout)
        return edited(
            editing(targets.list).inserting(call.item(style: style, layout: layout), at: position))
    }

    /// The text with `dependency` in the target's `dependencies:` (made right after `name:`
    /// when absent); unchanged when the target already depends on that name.
    func addingTargetDependency(
        target name: String, dependency: ManifestDependency
    ) throws(ManifestEditRefusal) -> String {
        let element = dependency.sourceText
        let targets = try array(
            "targets", of: package, place: Self.targetsPlace, .add, lines: [element])
        var edits: [ManifestByteEdit] = []
        for declaration in try requiredTarget(named: name, in: targets, .add, lines: [element]) {
            edits += try addingDependency(element, named: dependency.name, to: declaration, targets)
        }
        return edited(edits)
    }

    /// The edits adding the dependency `element` (naming `name`) to the target call `target`:
    /// none when it depends on that name already.
    private func addingDependency(
        _ element: String, named name: String, to target: ManifestCall,
        _ targets: ManifestArrayPlace?
    ) throws(ManifestEditRefusal) -> [ManifestByteEdit] {
        guard let dependencies = try self.dependencies(of: target, .add, lines: [element]) else {
            let calls = targetCalls(in: targets)
            let style = ManifestCallStyle(of: target, siblings: calls, in: text, layout: layout)
            let argument = ManifestItemText.arrayArgument(
                "dependencies", elements: [element],
                multiLine: style.multiLineArrays.contains("dependencies"), layout: layout)
            let position = (target.arguments.index(labeled: "name") ?? -1) + 1
            return editing(target.arguments).inserting(argument, at: position)
        }
        let names = dependencies.list.items.enumerated().compactMap {
            dependencyName(of: $1, position: $0)?.name
        }
        if names.contains(name) { return [] }
        return editing(dependencies.list).inserting(
            ManifestItemText(element), at: dependencies.list.items.count)
    }

    /// The text with `.package(path:)` in `Package(dependencies:)`; unchanged when present.
    func addingPackageDependency(path: String) throws(ManifestEditRefusal) -> String {
        let call = ManifestCallText(
            function: "package", arguments: [("path", .plain(ManifestLiteral.quoted(path)))])
        guard
            let dependencies = try array(
                "dependencies", of: package, place: Self.dependenciesPlace, .add,
                lines: [call.oneLine])
        else { return try addingPackageArgument("dependencies", element: call.oneLine) }
        let calls = self.calls(in: dependencies).filter { $0.function == "package" }
        if calls.contains(where: { Self.samePath($0.literal("path", in: text), path) }) {
            return text.text
        }
        let style = ManifestCallStyle(of: calls.last, siblings: calls, in: text, layout: layout)
        return edited(
            editing(dependencies.list).inserting(
                call.item(style: style, layout: layout), at: dependencies.list.items.count))
    }

    /// Where `Package(`'s `dependencies:` is named in messages.
    static let dependenciesPlace = "`dependencies:` of `Package(`"

    /// Whether `written` is the path `path`, a trailing `/` aside.
    static func samePath(_ written: String?, _ path: String) -> Bool {
        guard let written else { return false }
        func trimmed(_ path: String) -> Substring {
            var result = Substring(path)
            while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
            return result
        }
        return trimmed(written) == trimmed(path)
    }

    /// The text with a new `Package(` argument `label: [element]` in SwiftPM's order, over
    /// several lines when the package's other arrays are.
    private func addingPackageArgument(
        _ label: String, element: String
    ) throws(ManifestEditRefusal) -> String {
        try requireUnconditional(
            package.open, place: "`Package(`", .add, lines: ["\(label): [\(element)],"])
        let argument = ManifestItemText.arrayArgument(
            label, elements: [element], multiLine: packageArraysAreMultiLine, layout: layout)
        return edited(editing(package).inserting(argument, at: packagePosition(of: label)))
    }
}
