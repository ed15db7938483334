import ViperGenOutput
import ViperGenXcode

/// Linking a module's package to the app target: the package side of the membership.
extension XcodeProjectMembership {
    /// Links the library `product` of the local package at `package` (relative to `root`) to
    /// the app target, over `base` (an edit of the same run) or the file on disk; nil when a
    /// generator makes the project file (it is not edited).
    package func linkPackage(at package: String, product: String, over base: PlannedFile?)
        throws -> PlannedFile?
    {
        try edit(over: base) { edit, bytes throws(LocalPackageError) in
            try edit.linkLocalPackage(
                at: relativePackagePath(package), product: product, toProject: bytes)
        }
    }

    /// Unlinks what ``linkPackage(at:product:over:)`` linked, over `base` or the file on disk.
    package func unlinkPackage(at package: String, product: String, over base: PlannedFile?)
        throws -> PlannedFile?
    {
        try edit(over: base) { edit, bytes throws(LocalPackageError) in
            try edit.unlinkLocalPackage(
                at: relativePackagePath(package), product: product, fromProject: bytes) ?? bytes
        }
    }

    /// Renames the package at `old` (its product `oldProduct`) to `new` (`newProduct`).
    package func renamePackage(
        from old: String, product oldProduct: String, to new: String, product newProduct: String,
        over base: PlannedFile?
    ) throws -> PlannedFile? {
        try edit(over: base) { edit, bytes throws(LocalPackageError) in
            try edit.renameLocalPackage(
                from: relativePackagePath(old), product: oldProduct,
                to: relativePackagePath(new), product: newProduct, inProject: bytes)
        }
    }

    /// The local packages the project file references.
    package func localPackages() throws -> [LocalPackageReference] {
        let bytes = try readProjectFile()
        return try XcodeProjectEdit(projectFile: projectFile, target: target)
            .localPackages(in: bytes)
    }

    /// `path` (relative to `root`) relative to the folder holding the `.xcodeproj`.
    private func relativePackagePath(_ path: String) -> String {
        relative([path]).first ?? path
    }

    /// The project file changed by `change`, over `base`'s contents or the file on disk; the
    /// edit keeps the original on disk; nil with a generator or when nothing changed.
    private func edit(
        over base: PlannedFile?,
        _ change: (XcodeProjectEdit, [UInt8]) throws(LocalPackageError) -> [UInt8]
    ) throws -> PlannedFile? {
        guard generator == nil else { return nil }
        let original = try base?.intent.original ?? readProjectFile()
        let contents = base?.contents ?? original
        let changed = try change(
            XcodeProjectEdit(projectFile: projectFile, target: target), contents)
        guard changed != original else { return nil }
        return PlannedFile(path: projectFile, contents: changed, intent: .edit(original: original))
    }
}
