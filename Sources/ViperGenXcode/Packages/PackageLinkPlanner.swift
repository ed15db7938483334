/// Works out what links a local package's product to a target: the package's reference (when
/// the project has none for it yet), a product dependency of the target, and a build file in
/// its Frameworks phase (made when it has none), each where Xcode writes it.
struct PackageLinkPlanner {
    let inventory: LocalPackageInventory
    let target: NativeTarget
    let projectFile: String
    private var document: ProjectDocument { inventory.document }
    private var bounds: LineBounds { LineBounds(bytes: document.bytes) }

    /// The insertions that link `product` of the package at `path` (normalized).
    ///
    /// None when the target links it already; throws when the target links a product of that
    /// name from another package.
    func insertions(path: String, product: String) throws(LocalPackageError) -> [ByteInsertion] {
        for dependency in inventory.dependencies(of: target)
        where dependency.string("productName") == product {
            if inventory.owner(of: dependency)?.path == path { return [] }
            throw .productLinkedFromAnotherPackage(
                product: product, target: target.name,
                package: inventory.origin(of: dependency))
        }
        guard let targetObject = document[target.id] else { return [] }
        var objects: [NewObject] = []
        var insertions: [ByteInsertion] = []
        let packageItem = reference(path, objects: &objects, insertions: &insertions)
        var identifiers = ObjectIdentifiers(
            projectFile: projectFile, target: target.name,
            taken: document.strings.union(objects.map(\.id)))
        let key = path + "\n" + product
        let dependencies = targetObject.node["packageProductDependencies"]
        let dependency = identifiers.make(
            LocalPackageInventory.productDependency,
            for: PackagePath.hashInput(
                key, creating: dependencies == nil ? "packageProductDependencies" : nil))
        objects.append(
            PackageObjectWriter.productDependency(
                dependency, product: product,
                package: inventory.namesPackages ? packageItem : nil))
        insertions += add(
            ListItem(id: dependency, comment: product), toList: "packageProductDependencies",
            of: targetObject)
        let buildFile = identifiers.make("PBXBuildFile", for: key)
        objects.append(
            PackageObjectWriter.buildFile(buildFile, product: product, dependency: dependency))
        let item = ListItem(id: buildFile, comment: "\(product) in Frameworks")
        if let phase = target.phase(PackageObjectWriter.frameworksPhase, in: document)
            .flatMap({ document[$0] })
        {
            insertions += add(item, toList: "files", of: phase)
        } else {
            let phase = identifiers.make(PackageObjectWriter.frameworksPhase, for: "")
            objects.append(PackageObjectWriter.frameworksPhase(phase, files: [item]))
            insertions += placePhase(ListItem(id: phase, comment: "Frameworks"), in: targetObject)
        }
        return SectionInserter(document: document, bounds: bounds).insert(objects) + insertions
    }

    /// Adds the reference to the package at `path` when the project has none, in the
    /// project's style; returns the item that names a package reference (new or existing),
    /// for product dependencies that name their package.
    private func reference(
        _ path: String, objects: inout [NewObject], insertions: inout [ByteInsertion]
    ) -> ListItem? {
        var identifiers = ObjectIdentifiers(
            projectFile: projectFile, target: "", taken: document.strings)
        if let existing = inventory.package(at: path) {
            guard existing.style == .packageReference,
                let raw = document[existing.id]?.string("relativePath")
            else { return nil }
            return ListItem(id: existing.id, comment: PackageObjectWriter.referenceComment(raw))
        }
        guard inventory.style == .packageReference else {
            let (object, placed) = folderReference(path, identifiers: &identifiers)
            objects.append(object)
            insertions += placed
            return nil
        }
        let list = document.project.node["packageReferences"]
        let id = identifiers.make(
            LocalPackageInventory.localReference,
            for: PackagePath.hashInput(path, creating: list == nil ? "packageReferences" : nil))
        objects.append(PackageObjectWriter.localReference(id, relativePath: path))
        let item = ListItem(id: id, comment: PackageObjectWriter.referenceComment(path))
        insertions += add(item, toList: "packageReferences", of: document.project)
        return item
    }

    /// A reference to the package folder at `path` in the group that holds the project's
    /// other package folders (else the main group), with the insertion that lists it there
    /// after them.
    private func folderReference(_ path: String, identifiers: inout ObjectIdentifiers)
        -> (NewObject, [ByteInsertion])
    {
        let siblings = inventory.packages.filter { $0.style == .folderReference }
        let group = siblings.first?.group ?? document.mainGroup
        let groupFolder = inventory.tree.groups.first { $0.id == group }?.folder ?? ""
        let fileType =
            siblings.first.flatMap { document[$0.id]?.string("lastKnownFileType") } ?? "wrapper"
        let id = identifiers.make("PBXFileReference", for: path)
        let name = PackagePath.name(of: path)
        let object = PackageObjectWriter.folderReference(
            id, name: name, path: PackagePath.relative(path, from: groupFolder),
            fileType: fileType)
        let item = ListItem(id: id, comment: name)
        guard let groupObject = document[group], let children = groupObject.node["children"]
        else { return (object, []) }
        let siblingIDs = Set(siblings.map(\.id))
        let placer = ListItemPlacer(bounds: bounds, comments: document.comments)
        if let anchor = children.items?.last(where: { siblingIDs.contains($0.string ?? "") }) {
            return (object, placer.insert(item, after: anchor, in: children))
        }
        return (object, add(item, toList: "children", of: groupObject))
    }

    /// The insertions that add `item` to the list `key` of `object`, making the list if the
    /// object has none.
    private func add(_ item: ListItem, toList key: String, of object: ProjectObject)
        -> [ByteInsertion]
    {
        if let list = object.node[key] {
            return ArrayAppender(bounds: bounds, comments: document.comments).append(
                [item], to: list)
        }
        return ListEntryInserter(bounds: bounds).insert(key, items: [item], into: object)
    }

    /// The insertions that list a new Frameworks phase among the target's phases after its
    /// Sources phase, as Xcode orders them (first if it has none).
    private func placePhase(_ item: ListItem, in targetObject: ProjectObject) -> [ByteInsertion] {
        guard let phases = targetObject.node["buildPhases"] else {
            return add(item, toList: "buildPhases", of: targetObject)
        }
        let placer = ListItemPlacer(bounds: bounds, comments: document.comments)
        if let sources = phases.items?.first(where: {
            document[$0.string ?? ""]?.isa == FileKind.sources
        }) {
            return placer.insert(item, after: sources, in: phases)
        }
        return placer.insertFirst(item, in: phases)
    }
}
