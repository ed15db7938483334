import ViperGenSystem

/// Looks at what exists on disk at planned paths, refusing links that lead out of the root.
struct PathInspector {
    let fileSystem: any FileSystem
    let plan: OutputPlan
    let resolvedRoot: AbsolutePath
    /// The names in each listed folder (relative path, "" for the root) by `NameFolding` key.
    private var foldedListings: [String: [String: [String]]] = [:]

    /// An inspector of `plan`'s paths below `resolvedRoot` (the root's canonical path).
    init(fileSystem: any FileSystem, plan: OutputPlan, resolvedRoot: AbsolutePath) {
        self.fileSystem = fileSystem
        self.plan = plan
        self.resolvedRoot = resolvedRoot
    }

    /// The state of the planned folder `directory`, given the state of its parent.
    mutating func directoryState(of directory: String, parent: DirectoryState?) throws
        -> DirectoryState
    {
        switch parent {
        case .blocked(let ancestor): return .blocked(ancestor: ancestor)
        case .nameVariant(let planned, let existing):
            return .nameVariant(planned: planned, existing: existing)
        case .missing: return .missing
        case .exists, nil: break
        }
        if let existing = try existingVariant(of: directory) {
            return .nameVariant(planned: directory, existing: existing)
        }
        switch try kind(of: directory) {
        case nil: return .missing
        case .directory: return .exists
        case .symbolicLink:
            guard let target = try linkTargetInsideRoot(directory) else {
                return .blocked(ancestor: directory)
            }
            let targetKind = try inspect(directory) { _ in try fileSystem.entryKind(at: target) }
            return targetKind == .directory ? .exists : .blocked(ancestor: directory)
        case .file, .other: return .blocked(ancestor: directory)
        }
    }

    /// The disposition of `file` whose parent folder is in state `parent`.
    mutating func disposition(
        of file: PlannedFile, parent: DirectoryState, policy: ExistingFilePolicy
    ) throws -> FileDisposition {
        switch parent {
        case .blocked(let ancestor): return .conflict(.fileInTheWay(ancestor: ancestor))
        case .nameVariant(let planned, let existing):
            return .conflict(.nameVariant(planned: planned, existing: existing))
        case .missing: return file.intent == .create ? .create : .conflict(.removedSinceRead)
        case .exists: break
        }
        if let existing = try existingVariant(of: file.path) {
            return .conflict(.nameVariant(planned: file.path, existing: existing))
        }
        switch try kind(of: file.path) {
        case nil: return file.intent == .create ? .create : .conflict(.removedSinceRead)
        case .directory: return .conflict(.directoryInTheWay)
        case .symbolicLink:
            _ = try linkTargetInsideRoot(file.path)
            return .conflict(.symbolicLink)
        case .other: return .conflict(.notARegularFile)
        case .file:
            let existing = try inspect(file.path) { try fileSystem.readFile(at: $0) }
            // Replacing by rename or deleting needs no write permission on the file: ask for
            // it anyway.
            if file.intent.original != nil,
                try inspect(file.path, { try fileSystem.permissions(at: $0) }) & 0o200 == 0
            {
                return .conflict(.readOnly)
            }
            return disposition(of: file, existing: existing, policy: policy)
        }
    }

    private func disposition(
        of file: PlannedFile, existing: [UInt8], policy: ExistingFilePolicy
    ) -> FileDisposition {
        switch file.intent {
        case .edit(let original):
            if existing != original { return .conflict(.changedSinceRead) }
            return existing == file.contents ? .unchanged : .update
        case .delete(let original):
            return existing == original ? .delete : .conflict(.changedSinceRead)
        case .create: break
        }
        if existing == file.contents { return .unchanged }
        switch policy {
        case .refuse: return .conflict(.fileExists)
        case .overwrite: return .overwrite
        case .skipExisting: return .skip
        }
    }

    /// The existing sibling of `relativePath` that a Mac's disk takes for the same name.
    ///
    /// Its name differs only in letter case or Unicode normalization, and no entry of exactly
    /// the planned name is there: on a Mac's disk the two are one entry, on Linux they would
    /// become two. The parent folder must exist.
    private mutating func existingVariant(of relativePath: String) throws -> String? {
        let parent = RelativePaths.parent(of: relativePath) ?? ""
        let name = parent.isEmpty ? relativePath : String(relativePath.dropFirst(parent.count + 1))
        let listing = try foldedListing(of: parent)
        let sameKey = listing[NameFolding.key(name)] ?? []
        guard !sameKey.contains(where: { $0.utf8.elementsEqual(name.utf8) }),
            let variant = sameKey.first
        else { return nil }
        return parent.isEmpty ? variant : parent + "/" + variant
    }

    /// The names in the existing folder `relativePath` ("" for the root), as the disk spells
    /// them.
    mutating func names(in relativePath: String) throws -> [String] {
        try foldedListing(of: relativePath).values.flatMap { $0 }
    }

    /// The names in the folder `relativePath`, by `NameFolding` key, listed once per check.
    private mutating func foldedListing(of relativePath: String) throws -> [String: [String]] {
        if let listing = foldedListings[relativePath] { return listing }
        let names = try inspect(relativePath) { try fileSystem.contentsOfDirectory(at: $0) }
        let listing = Dictionary(grouping: names, by: NameFolding.key)
        foldedListings[relativePath] = listing
        return listing
    }

    private func kind(of relativePath: String) throws -> FileEntryKind? {
        try inspect(relativePath) { try fileSystem.entryKind(at: $0) }
    }

    /// The link's canonical target, or nil if it dangles; throws if the target is outside.
    private func linkTargetInsideRoot(_ relativePath: String) throws -> AbsolutePath? {
        let absolute = plan.rootDirectory.appending(component: relativePath)
        guard let target = try? fileSystem.resolvedPath(of: absolute) else { return nil }
        guard target.isDescendantOrSelf(of: resolvedRoot) else {
            throw OutputError.unsafePath(
                path: relativePath, reason: .symbolicLinkOutsideRoot(link: relativePath))
        }
        return target
    }

    private func inspect<Result>(
        _ relativePath: String, _ operation: (AbsolutePath) throws -> Result
    ) throws -> Result {
        do {
            return try operation(plan.rootDirectory.appending(component: relativePath))
        } catch let failure as FileSystemError {
            throw OutputError.cannotWrite(
                path: relativePath, root: plan.displayRootPath, failure: failure)
        }
    }
}
