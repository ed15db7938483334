/// The edits that remove from a manifest.
extension ManifestDocument {
    /// The edits removing the element at `position` of `place`: the whole argument when the
    /// element was its literal's only one and no comment is in the literal (so an argument an
    /// edit made goes again; an empty `[]` the manifest had goes too).
    func removing(at position: Int, of place: ManifestArrayPlace) -> [ManifestByteEdit] {
        if place.list.items.count == 1, let argument = place.argumentPosition,
            !text.hasComment(between: place.list.open, and: place.list.close)
        {
            return editing(place.owner).removing(at: argument)
        }
        return editing(place.list).removing(at: position)
    }

    /// The source of `item` on one line, for a refusal's lines to delete.
    func lines(of item: ManifestList.Item) -> [String] {
        [text.compactSource(from: item.first, through: item.last) + ","]
    }

    /// The text without the product `name` (unchanged when absent).
    func removingProduct(name: String) throws(ManifestEditRefusal) -> String {
        let place = "`products:` of `Package(`"
        let lines = [".library(name: \(ManifestLiteral.quoted(name)), …),"]
        guard
            let products = try array("products", of: package, place: place, .delete, lines: lines),
            let product = calls(in: products).first(where: { $0.literal("name", in: text) == name })
        else { return text.text }
        return edited(removing(at: product.position, of: products))
    }

    /// The text without the target `name`, after removing every other target's dependency on
    /// it by name and its name from products' `targets:` (a product of no other target goes);
    /// unchanged when absent.
    func removingTarget(name: String) throws(ManifestEditRefusal) -> String {
        let lines = [".target(name: \(ManifestLiteral.quoted(name)), …),"]
        let targets = try array(
            "targets", of: package, place: Self.targetsPlace, .delete, lines: lines)
        guard let target = try self.target(named: name, in: targets, .delete, lines: lines).first,
            let targets
        else { return text.text }
        for other in targetCalls(in: targets) where other.position != target.position {
            guard let otherName = other.literal("name", in: text) else { continue }
            let removed = try removingTargetDependency(target: otherName, dependency: name)
            if removed != text.text {
                return try ManifestDocument(removed, file: file).removingTarget(name: name)
            }
        }
        if let removed = try removingFromProducts(target: name), removed != text.text {
            return try ManifestDocument(removed, file: file).removingTarget(name: name)
        }
        let element = targets.list.items[target.position]
        let own = self.lines(of: element)
        try requireUnconditional(element.first, place: Self.targetsPlace, .delete, lines: own)
        return edited(removing(at: target.position, of: targets))
    }

    /// The text without the first mention of the target `name` in a product's `targets:` (the
    /// product itself when it names no other target), or nil when no product names it.
    private func removingFromProducts(target name: String) throws(ManifestEditRefusal) -> String? {
        let place = "`products:` of `Package(`"
        let products = try array("products", of: package, place: place, .delete, lines: [])
        for product in calls(in: products) {
            guard let products,
                let names = try array(
                    "targets", of: product.arguments, place: "a product's `targets:`", .delete,
                    lines: [ManifestLiteral.quoted(name) + ","],
                    allowingConditional: product.viaLet),
                let position = names.list.items.firstIndex(where: {
                    $0.first == $0.last && text.literal(at: $0.first) == name
                })
            else { continue }
            guard names.list.items.count == 1 else {
                return edited(editing(names.list).removing(at: position))
            }
            let element = products.list.items[product.position]
            try requireUnconditional(
                element.first, place: place, .delete, lines: lines(of: element))
            return edited(removing(at: product.position, of: products))
        }
        return nil
    }

    /// The text without the target's dependency named `dependency` (unchanged when absent).
    func removingTargetDependency(
        target name: String, dependency: String
    ) throws(ManifestEditRefusal) -> String {
        let lines = [ManifestLiteral.quoted(dependency) + ","]
        let targets = try array(
            "targets", of: package, place: Self.targetsPlace, .delete, lines: lines)
        var edits: [ManifestByteEdit] = []
        for target in try self.target(named: name, in: targets, .delete, lines: lines) {
            guard let dependencies = try self.dependencies(of: target, .delete, lines: lines),
                let position = dependencies.list.items.enumerated().first(where: {
                    dependencyName(of: $1, position: $0)?.name == dependency
                })?.offset
            else { continue }
            edits += removing(at: position, of: dependencies)
        }
        return edited(edits)
    }

    /// The text without `.package(path: path)` (unchanged when absent).
    func removingPackageDependency(path: String) throws(ManifestEditRefusal) -> String {
        let lines = [".package(path: \(ManifestLiteral.quoted(path))),"]
        guard
            let dependencies = try array(
                "dependencies", of: package, place: Self.dependenciesPlace, .delete, lines: lines),
            let dependency = calls(in: dependencies).first(where: {
                $0.function == "package" && Self.samePath($0.literal("path", in: text), path)
            })
        else { return text.text }
        return edited(removing(at: dependency.position, of: dependencies))
    }
}
