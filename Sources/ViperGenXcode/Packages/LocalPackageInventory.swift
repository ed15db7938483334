/// The local packages of a parsed project file and the package this project's product
/// dependencies belong to.
struct LocalPackageInventory {
    /// The product dependency class.
    static let productDependency = "XCSwiftPackageProductDependency"
    /// The local package reference class.
    static let localReference = "XCLocalSwiftPackageReference"

    let document: ProjectDocument
    let tree: GroupTree
    /// The project file's path, which seeded the identifiers of the objects viper-gen made.
    let projectFile: String
    /// Every local package: package references in the project's order, then package folders
    /// in the navigator's order.
    let packages: [LocalPackage]
    /// The target that lists each product dependency.
    private var targetOfDependency: [String: String] = [:]

    /// Reads the local packages of `document`, whose path is `projectFile`.
    init(_ document: ProjectDocument, projectFile: String) {
        self.document = document
        self.projectFile = projectFile
        tree = GroupTree(document)
        var packages: [LocalPackage] = []
        let listed = document.project.references("packageReferences")
        let references = document.objects(of: Self.localReference)
        let ordered =
            listed.compactMap { id in references.first { $0.id == id } }
            + references.filter { !listed.contains($0.id) }
        for reference in ordered {
            guard let raw = reference.string("relativePath"),
                let path = PackagePath.normalized(raw)
            else { continue }
            packages.append(LocalPackage(id: reference.id, path: path, style: .packageReference))
        }
        let unnamed = Set(
            document.objects(of: Self.productDependency)
                .filter { $0.string("package") == nil }.compactMap { $0.string("productName") })
        let built = Set(
            document.objects(of: "PBXBuildFile").compactMap { $0.string("fileRef") })
        var parents: [String: String] = [:]
        var navigatorOrder: [String] = []
        for group in tree.groups {
            for child in document[group.id]?.references("children") ?? [] {
                parents[child] = group.id
                navigatorOrder.append(child)
            }
        }
        for id in navigatorOrder {
            guard let file = document[id], file.isa == "PBXFileReference",
                let path = tree.filePaths[file.id], !built.contains(file.id)
            else { continue }
            let type = file.string("lastKnownFileType")
            let isPackage =
                type == "wrapper"
                || (type == "folder" && unnamed.contains(file.displayName ?? ""))
            guard isPackage else { continue }
            packages.append(
                LocalPackage(
                    id: file.id, path: path, style: .folderReference, group: parents[file.id]))
        }
        self.packages = packages
        for target in NativeTarget.all(in: document) {
            for id in document[target.id]?.references("packageProductDependencies") ?? [] {
                targetOfDependency[id] = target.name
            }
        }
    }

    /// The package at `path` (normalized), if the project refers to one there.
    func package(at path: String) -> LocalPackage? {
        packages.first { $0.path == path }
    }

    /// The style new packages follow: the one most of the project's packages use, package
    /// references when tied or when there are none.
    var style: LocalPackageStyle {
        let folders = packages.filter { $0.style == .folderReference }.count
        return folders > packages.count - folders ? .folderReference : .packageReference
    }

    /// Whether the project's product dependencies on local package references name their
    /// package (`package = ID;`); Xcode itself leaves it out.
    var namesPackages: Bool {
        let references = Set(packages.filter { $0.style == .packageReference }.map(\.id))
        return document.objects(of: Self.productDependency).contains {
            references.contains($0.string("package") ?? "")
        }
    }

    /// The product dependencies `target` lists, in order.
    func dependencies(of target: NativeTarget) -> [ProjectObject] {
        (document[target.id]?.references("packageProductDependencies") ?? []).compactMap {
            document[$0].flatMap { $0.isa == Self.productDependency ? $0 : nil }
        }
    }

    /// The local package `dependency` belongs to, or nil (a remote package's product, or one
    /// that cannot be told).
    ///
    /// That is the one it names; else, when it names none, the one viper-gen linked it for (its
    /// identifier says so), the only package whose folder has the product's name, or the
    /// project's only package.
    func owner(of dependency: ProjectObject) -> LocalPackage? {
        if let named = dependency.string("package") {
            return packages.first { $0.id == named }
        }
        let product = dependency.string("productName") ?? ""
        if let target = targetOfDependency[dependency.id] {
            let identifiers = ObjectIdentifiers(
                projectFile: projectFile, target: target, taken: [])
            let made = packages.first { package in
                let key = package.path + "\n" + product
                return [nil, "packageProductDependencies"].contains {
                    identifiers.isFirstChoice(
                        dependency.id, for: Self.productDependency,
                        path: PackagePath.hashInput(key, creating: $0))
                }
            }
            if let made { return made }
        }
        let sameName = packages.filter { $0.name == product }
        if sameName.count == 1 { return sameName[0] }
        return packages.count == 1 ? packages[0] : nil
    }

    /// Where `dependency`'s product comes from, for messages.
    func origin(of dependency: ProjectObject) -> String {
        if let owner = owner(of: dependency) { return "the local package at \(owner.path)" }
        if let named = dependency.string("package").flatMap({ document[$0] }),
            let url = named.string("repositoryURL")
        {
            return "the remote package \(url)"
        }
        return "another package"
    }

    /// The public description of every package with the products each target links.
    func references(targets: [NativeTarget]) -> [LocalPackageReference] {
        packages.map { package in
            var linked: [LinkedProduct] = []
            for target in targets {
                for dependency in dependencies(of: target)
                where owner(of: dependency)?.id == package.id {
                    linked.append(
                        LinkedProduct(
                            target: target.name,
                            product: dependency.string("productName") ?? ""))
                }
            }
            return LocalPackageReference(
                path: package.path, style: package.style, linkedProducts: linked)
        }
    }
}
