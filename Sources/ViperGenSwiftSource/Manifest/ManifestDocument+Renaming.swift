/// The edits that rename in a manifest: string literals replaced where they name the thing.
extension ManifestDocument {
    /// The edit replacing the literal at token `index` with `value` quoted.
    private func replacing(_ index: Int, with value: String) -> ManifestByteEdit {
        ManifestByteEdit(range: text.ranges[index], replacement: ManifestLiteral.quoted(value))
    }

    /// The literals in every target's `dependencies:` naming `name` through an element whose
    /// call is one of `functions` (a bare `"X"` when `functions` holds `byName`).
    private func dependencyLiterals(
        naming name: String, functions: Set<String>, in targets: ManifestArrayPlace?
    ) throws(ManifestEditRefusal) -> [Int] {
        var literals: [Int] = []
        for target in targetCalls(in: targets) {
            guard let dependencies = try self.dependencies(of: target, .change, lines: []) else {
                continue
            }
            for (position, item) in dependencies.list.items.enumerated() {
                guard let found = dependencyName(of: item, position: position), found.name == name
                else { continue }
                let call = ManifestCall(item: item, position: position, in: text)
                if functions.contains(call?.function ?? "byName") { literals.append(found.literal) }
            }
        }
        return literals
    }

    /// The edits renaming the target call `target` from `old` to `new`: its `name:`, and its
    /// `path:` when that ends in the old name.
    private func renaming(
        _ target: ManifestCall, from old: String, to new: String
    ) -> [ManifestByteEdit] {
        var edits: [ManifestByteEdit] = []
        if let name = target.argument("name") {
            edits.append(replacing(name.valueFirst, with: new))
        }
        if let path = target.argument("path"), path.valueFirst == path.last,
            let written = text.literal(at: path.valueFirst)
        {
            var components = written.split(separator: "/", omittingEmptySubsequences: false)
            if let last = components.lastIndex(where: { !$0.isEmpty }), components[last] == old {
                components[last] = Substring(new)
                edits.append(replacing(path.valueFirst, with: components.joined(separator: "/")))
            }
        }
        return edits
    }

    /// The text with the target `old` named `new`: its `name:`, by-name dependencies on it,
    /// products' `targets:` and a `path:` ending in the old name.
    func renamingTarget(from old: String, to new: String) throws(ManifestEditRefusal) -> String {
        let change = ["name: \(ManifestLiteral.quoted(old)) → name: \(ManifestLiteral.quoted(new))"]
        let targets = try array(
            "targets", of: package, place: Self.targetsPlace, .change, lines: change)
        let declarations = try requiredTarget(named: old, in: targets, .change, lines: change)
        if try !self.target(named: new, in: targets, .change, lines: change).isEmpty {
            throw refusal(
                at: declarations[0].item.first, "a target named `\(new)` is already declared",
                .change, place: Self.targetsPlace, lines: [])
        }
        var edits: [ManifestByteEdit] = []
        for target in declarations {
            edits += renaming(target, from: old, to: new)
        }
        edits += try dependencyLiterals(naming: old, functions: ["byName", "target"], in: targets)
            .map { replacing($0, with: new) }
        let products = try array(
            "products", of: package, place: "`products:` of `Package(`", .change, lines: change)
        for product in calls(in: products) {
            guard
                let names = try array(
                    "targets", of: product.arguments, place: "a product's `targets:`", .change,
                    lines: change, allowingConditional: product.viaLet)
            else { continue }
            for item in names.list.items
            where item.first == item.last && text.literal(at: item.first) == old {
                edits.append(replacing(item.first, with: new))
            }
        }
        return edited(edits)
    }

    /// The text with the product `old` named `new` in `products:` and every
    /// `.product(name:)` dependency (unchanged when nothing names it).
    func renamingProduct(from old: String, to new: String) throws(ManifestEditRefusal) -> String {
        let change = ["name: \(ManifestLiteral.quoted(old)) → name: \(ManifestLiteral.quoted(new))"]
        var edits: [ManifestByteEdit] = []
        let products = try array(
            "products", of: package, place: "`products:` of `Package(`", .change, lines: change)
        for product in calls(in: products) where product.literal("name", in: text) == old {
            if let name = product.argument("name") {
                edits.append(replacing(name.valueFirst, with: new))
            }
        }
        let targets = try array(
            "targets", of: package, place: Self.targetsPlace, .change, lines: change)
        edits += try dependencyLiterals(naming: old, functions: ["product"], in: targets)
            .map { replacing($0, with: new) }
        return edited(edits)
    }

    /// The text with `.package(path: old)` made `.package(path: new)`, and the `package:` of
    /// `.product(name:package:)` dependencies naming the old path's last component made the new
    /// one's (unchanged when nothing names it).
    func renamingPackageDependency(from old: String, to new: String) throws(ManifestEditRefusal)
        -> String
    {
        let change = ["path: \(ManifestLiteral.quoted(old)) → path: \(ManifestLiteral.quoted(new))"]
        var edits: [ManifestByteEdit] = []
        let dependencies = try array(
            "dependencies", of: package, place: Self.dependenciesPlace, .change, lines: change)
        for dependency in calls(in: dependencies) where dependency.function == "package" {
            guard Self.samePath(dependency.literal("path", in: text), old),
                let path = dependency.argument("path")
            else { continue }
            edits.append(replacing(path.valueFirst, with: new))
        }
        let oldIdentity = Self.identity(of: old)
        let newIdentity = Self.identity(of: new)
        if oldIdentity != newIdentity {
            let targets = try array(
                "targets", of: package, place: Self.targetsPlace, .change, lines: change)
            for target in targetCalls(in: targets) {
                guard let list = try self.dependencies(of: target, .change, lines: change) else {
                    continue
                }
                for call in calls(in: list) where call.function == "product" {
                    guard let argument = call.argument("package"),
                        argument.valueFirst == argument.last,
                        text.literal(at: argument.valueFirst)?.lowercased()
                            == oldIdentity.lowercased()
                    else { continue }
                    edits.append(replacing(argument.valueFirst, with: newIdentity))
                }
            }
        }
        return edited(edits)
    }

    /// The package identity SwiftPM gives a local path: its last component.
    static func identity(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
