extension XcodeProjectEdit {
    /// Links the library product `product` of the local package at `packagePath` (relative to
    /// the folder holding the `.xcodeproj`, such as `Packages/Payments`) to `target`, else the
    /// only application target, the way the project links its other local packages.
    ///
    /// Adds the package's reference when the project has none for that path (an
    /// `XCLocalSwiftPackageReference`, or a folder reference next to the other package folders
    /// when the project's packages are folders), a product dependency of the target and a
    /// build file in its Frameworks phase. Returns `bytes` unchanged when the target links the
    /// product already.
    package func linkLocalPackage(
        at packagePath: String, product: String, toProject bytes: [UInt8]
    ) throws(LocalPackageError) -> [UInt8] {
        let path = try Self.packagePath(packagePath)
        let name = try Self.productName(product)
        let inventory = try Self.inventory(of: bytes, file: projectFile)
        let chosen = try linkTarget(in: inventory.document)
        let planner = PackageLinkPlanner(
            inventory: inventory, target: chosen, projectFile: projectFile)
        let insertions = try planner.insertions(path: path, product: name)
        return insertions.isEmpty ? bytes : ByteInsertion.apply(insertions, to: bytes)
    }

    /// Undoes ``linkLocalPackage(at:product:toProject:)``: after linking then unlinking, the
    /// bytes are the original ones.
    ///
    /// Removes `target`'s product dependency on `product` (every target's when `target` is
    /// nil) with its build files, the Frameworks phase and list keys that linking made and
    /// that are left empty, and the package's reference once no target links any of its
    /// products (also when none linked it any more). Nil when there is nothing to remove.
    package func unlinkLocalPackage(
        at packagePath: String, product: String, fromProject bytes: [UInt8]
    ) throws(LocalPackageError) -> [UInt8]? {
        let path = try Self.packagePath(packagePath)
        let name = try Self.productName(product)
        let inventory = try Self.inventory(of: bytes, file: projectFile)
        var targets = NativeTarget.all(in: inventory.document)
        if let target { targets = [try Self.target(named: target, among: targets)] }
        let planner = PackageUnlinkPlanner(inventory: inventory, projectFile: projectFile)
        guard let deletions = planner.deletions(path: path, product: name, targets: targets)
        else { return nil }
        return ByteDeletion.apply(deletions, to: bytes)
    }

    /// Renames the local package at `oldPath` to `newPath` and its product `oldProduct` to
    /// `newProduct` in the project file `bytes`: the reference's path (a folder reference's
    /// name too), the product dependencies' product name, and the comments that name them.
    ///
    /// Identifiers stay as they are. Throws when the project refers to no local package at
    /// `oldPath`, or to another one at `newPath`.
    package func renameLocalPackage(
        from oldPath: String, product oldProduct: String, to newPath: String,
        product newProduct: String, inProject bytes: [UInt8]
    ) throws(LocalPackageError) -> [UInt8] {
        let old = try Self.packagePath(oldPath)
        let new = try Self.packagePath(newPath)
        let oldName = try Self.productName(oldProduct)
        let newName = try Self.productName(newProduct)
        let inventory = try Self.inventory(of: bytes, file: projectFile)
        guard let package = inventory.package(at: old) else {
            throw .packageNotFound(path: old, available: inventory.packages.map(\.path))
        }
        if new != old, inventory.package(at: new) != nil {
            throw .pathTakenByAnotherPackage(path: new)
        }
        let replacements = PackageRenamer(inventory: inventory).replacements(
            of: package, to: new, product: oldName, as: newName)
        return replacements.isEmpty ? bytes : ByteReplacement.apply(replacements, to: bytes)
    }

    /// The local packages the project file `bytes` refers to, each with its path, how it is
    /// referred to and the products each target links, package references first.
    package func localPackages(in bytes: [UInt8]) throws(LocalPackageError)
        -> [LocalPackageReference]
    {
        let inventory = try Self.inventory(of: bytes, file: projectFile)
        return inventory.references(targets: NativeTarget.all(in: inventory.document))
    }

    /// The name of the target ``linkLocalPackage(at:product:toProject:)`` links to in the
    /// project file `bytes`: `target`, else the only application target.
    package func linkTargetName(inProject bytes: [UInt8]) throws(LocalPackageError) -> String {
        try linkTarget(in: Self.inventory(of: bytes, file: projectFile).document).name
    }

    /// The target to link to: `target`, else the only application target.
    private func linkTarget(in document: ProjectDocument) throws(LocalPackageError)
        -> NativeTarget
    {
        let targets = NativeTarget.all(in: document)
        if let target { return try Self.target(named: target, among: targets) }
        let applications = targets.filter {
            $0.productType == NativeTarget.application && $0.isImplicitCandidate
        }
        if applications.count == 1 { return applications[0] }
        if applications.isEmpty { throw .noApplicationTarget(available: targets.map(\.name)) }
        throw .ambiguousTarget(candidates: applications.map(\.name))
    }

    /// The target named `name` among `targets`.
    private static func target(named name: String, among targets: [NativeTarget])
        throws(LocalPackageError) -> NativeTarget
    {
        guard let named = targets.first(where: { $0.name == name }) else {
            throw .project(.unknownTarget(name: name, available: targets.map(\.name)))
        }
        return named
    }

    /// The parsed project file with its local packages.
    static func inventory(of bytes: [UInt8], file: String) throws(LocalPackageError)
        -> LocalPackageInventory
    {
        do {
            return LocalPackageInventory(
                try ProjectDocument(bytes: bytes, file: file), projectFile: file)
        } catch {
            throw .project(error)
        }
    }

    /// `path` normalized; refused when empty or absolute.
    static func packagePath(_ path: String) throws(LocalPackageError) -> String {
        guard let normalized = PackagePath.normalized(path), !normalized.isEmpty,
            normalized != ".."
        else { throw .invalidPackagePath(path: path) }
        return normalized
    }

    /// `name` as given; refused when empty or holding a line break.
    static func productName(_ name: String) throws(LocalPackageError) -> String {
        guard !name.isEmpty, !name.contains(where: \.isNewline) else {
            throw .invalidProductName(name: name)
        }
        return name
    }
}
