/// Works out what renaming a local package takes: its reference's path (and the folder
/// reference's name), the product name of the dependencies on its product, and every comment
/// Xcode writes with them.
struct PackageRenamer {
    let inventory: LocalPackageInventory
    private var document: ProjectDocument { inventory.document }

    /// The lists whose items carry the name of what they reference.
    private static let lists = ["packageProductDependencies", "files", "children"]

    /// The replacements that move `package` to `newPath` and rename its product `oldProduct`
    /// to `newProduct`.
    func replacements(
        of package: LocalPackage, to newPath: String, product oldProduct: String,
        as newProduct: String
    ) -> [ByteReplacement] {
        let finder = CommentFinder(document)
        var replacements: [ByteReplacement] = []
        if newPath != package.path, let reference = document[package.id] {
            replacements += move(reference, of: package, to: newPath, finder: finder)
        }
        guard newProduct != oldProduct else { return replacements }
        let dependencies = document.objects(of: LocalPackageInventory.productDependency).filter {
            $0.string("productName") == oldProduct && inventory.owner(of: $0)?.id == package.id
        }
        for dependency in dependencies {
            replacements += value("productName", of: dependency, newProduct)
            replacements += renamed(dependency.id, to: newProduct, finder: finder)
            for buildFile in document.objects(of: "PBXBuildFile")
            where buildFile.string("productRef") == dependency.id {
                if let node = buildFile.node["productRef"],
                    let comment = finder.comment(after: node.end)
                {
                    replacements.append(CommentFinder.rewrite(comment, to: newProduct))
                }
                let phaseComment = finder.keyComment(of: buildFile)?.text ?? ""
                let phase =
                    phaseComment.hasPrefix(oldProduct + " in ")
                    ? String(phaseComment.dropFirst(oldProduct.count + 4)) : "Frameworks"
                replacements += renamed(
                    buildFile.id, to: "\(newProduct) in \(phase)", finder: finder)
            }
        }
        return replacements
    }

    /// The replacements that point `reference` at `newPath`: the relative path of a package
    /// reference, or the path and name of a folder reference, with their comments.
    private func move(
        _ reference: ProjectObject, of package: LocalPackage, to newPath: String,
        finder: CommentFinder
    ) -> [ByteReplacement] {
        switch package.style {
        case .packageReference:
            let old = PackageObjectWriter.referenceComment(reference.string("relativePath") ?? "")
            let new = PackageObjectWriter.referenceComment(newPath)
            return value("relativePath", of: reference, newPath)
                + document.comments.filter { $0.text == old }.map {
                    CommentFinder.rewrite($0, to: new)
                }
        case .folderReference:
            let groupFolder =
                inventory.tree.groups.first { $0.id == package.group }?.folder ?? ""
            let name = PackagePath.name(of: newPath)
            var replacements = value(
                "path", of: reference, PackagePath.relative(newPath, from: groupFolder))
            if reference.node["name"] != nil {
                replacements += value("name", of: reference, name)
            }
            return replacements + renamed(reference.id, to: name, finder: finder)
        }
    }

    /// The replacement of the value of `key` of `object` by `text`, quoted as Xcode quotes it.
    private func value(_ key: String, of object: ProjectObject, _ text: String)
        -> [ByteReplacement]
    {
        guard let node = object.node[key] else { return [] }
        return [ByteReplacement(range: node.start..<node.end, text: PlistQuoting.quoted(text))]
    }

    /// The replacements of the comments naming the object `id`: after its own entry's key and
    /// after each reference to it in a list.
    private func renamed(_ id: String, to name: String, finder: CommentFinder)
        -> [ByteReplacement]
    {
        var comments: [PlistComment] = []
        if let object = document[id], let comment = finder.keyComment(of: object) {
            comments.append(comment)
        }
        for object in document.order.compactMap({ document[$0] }) {
            for key in Self.lists {
                for item in object.node[key]?.items ?? [] where item.string == id {
                    if let comment = finder.comment(after: item.end) { comments.append(comment) }
                }
            }
        }
        return comments.map { CommentFinder.rewrite($0, to: name) }
    }
}
