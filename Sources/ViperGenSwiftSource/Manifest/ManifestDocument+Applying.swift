/// One ``ManifestEdit`` applied to a manifest.
extension ManifestDocument {
    /// The text with `edit` made.
    func applying(_ edit: ManifestEdit) throws(ManifestEditRefusal) -> String {
        switch edit {
        case .addLibraryProduct(let name, let targets):
            try addingLibraryProduct(name: name, targets: targets)
        case .addTarget(let target): try addingTarget(target)
        case .addTargetDependency(let target, let dependency):
            try addingTargetDependency(target: target, dependency: dependency)
        case .addPackageDependency(let path): try addingPackageDependency(path: path)
        case .removeProduct(let name): try removingProduct(name: name)
        case .removeTarget(let name): try removingTarget(name: name)
        case .removeTargetDependency(let target, let dependency):
            try removingTargetDependency(target: target, dependency: dependency)
        case .removePackageDependency(let path): try removingPackageDependency(path: path)
        case .renameTarget(let old, let new): try renamingTarget(from: old, to: new)
        case .renameProduct(let old, let new): try renamingProduct(from: old, to: new)
        case .renamePackageDependency(let old, let new):
            try renamingPackageDependency(from: old, to: new)
        }
    }
}
