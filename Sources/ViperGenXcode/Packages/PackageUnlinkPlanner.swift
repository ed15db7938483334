/// Works out what unlinking a local package's product takes: the targets' product
/// dependencies on it with their build files, the Frameworks phases and list keys that linking
/// made and that are left empty, and the package's reference once no target links any of its
/// products.
struct PackageUnlinkPlanner {
    let inventory: LocalPackageInventory
    let projectFile: String
    private var document: ProjectDocument { inventory.document }

    /// The lists whose items may reference what is removed.
    private static let lists = [
        "packageReferences", "packageProductDependencies", "files", "buildPhases", "children",
        "dependencies",
    ]

    /// The deletions that unlink `product` of the package at `path` (normalized) from
    /// `targets`, with the package's reference when no target links any of its products, or nil
    /// if there is nothing to remove.
    func deletions(path: String, product: String, targets: [NativeTarget]) -> [ByteDeletion]? {
        guard let package = inventory.package(at: path) else { return nil }
        var removed: Set<String> = []
        var emptied: [(ProjectObject, String)] = []
        let key = path + "\n" + product
        for target in targets {
            guard let object = document[target.id] else { continue }
            let listed = object.references("packageProductDependencies")
            let ours = inventory.dependencies(of: target).filter {
                $0.string("productName") == product && inventory.owner(of: $0)?.id == package.id
            }.map(\.id)
            guard !ours.isEmpty else { continue }
            removed.formUnion(ours)
            let identifiers = ObjectIdentifiers(
                projectFile: projectFile, target: target.name, taken: [])
            let created = PackagePath.hashInput(key, creating: "packageProductDependencies")
            if Set(listed).isSubset(of: removed),
                ours.contains(where: {
                    identifiers.isFirstChoice(
                        $0, for: LocalPackageInventory.productDependency, path: created)
                })
            {
                emptied.append((object, "packageProductDependencies"))
            }
        }
        let dependencies = removed
        for object in document.order.compactMap({ document[$0] })
        where ["PBXBuildFile", "PBXTargetDependency"].contains(object.isa)
            && dependencies.contains(object.string("productRef") ?? "")
        {
            removed.insert(object.id)
        }
        removeEmptiedPhases(of: targets, removed: &removed)
        let remaining = document.objects(of: LocalPackageInventory.productDependency).filter {
            !removed.contains($0.id)
        }
        if !remaining.contains(where: { inventory.owner(of: $0)?.id == package.id }) {
            removed.insert(package.id)
            let identifiers = ObjectIdentifiers(projectFile: projectFile, target: "", taken: [])
            let created = PackagePath.hashInput(path, creating: "packageReferences")
            if package.style == .packageReference,
                Set(document.project.references("packageReferences")).isSubset(of: removed),
                identifiers.isFirstChoice(
                    package.id, for: LocalPackageInventory.localReference, path: created)
            {
                emptied.append((document.project, "packageReferences"))
            }
        }
        guard !removed.isEmpty else { return nil }
        let bounds = LineBounds(bytes: document.bytes)
        let eraser = ReferenceListEraser(document: document, bounds: bounds, keys: Self.lists)
        return SectionRunEraser(document: document, bounds: bounds).erase(removed)
            + eraser.erase(removed) + emptied.flatMap { eraser.eraseEntry($0.1, of: $0.0) }
    }

    /// Adds the Frameworks phases of `targets` that linking made (their identifier says so)
    /// and that lose every file.
    private func removeEmptiedPhases(of targets: [NativeTarget], removed: inout Set<String>) {
        for target in targets {
            let identifiers = ObjectIdentifiers(
                projectFile: projectFile, target: target.name, taken: [])
            for id in target.buildPhases {
                guard let phase = document[id], phase.isa == PackageObjectWriter.frameworksPhase,
                    !phase.references("files").isEmpty,
                    Set(phase.references("files")).isSubset(of: removed),
                    identifiers.isFirstChoice(id, for: phase.isa, path: "")
                else { continue }
                removed.insert(id)
            }
        }
    }
}
