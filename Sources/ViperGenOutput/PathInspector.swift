import ViperGenSystem

/// Looks at what exists on disk at planned paths, refusing links that lead out of the root.
struct PathInspector {
    let fileSystem: any FileSystem
    let plan: OutputPlan
    let resolvedRoot: String

    /// The state of the planned folder `directory`, given the state of its parent.
    func directoryState(of directory: String, parent: DirectoryState?) throws -> DirectoryState {
        switch parent {
        case .blocked(let ancestor): return .blocked(ancestor: ancestor)
        case .missing: return .missing
        case .exists, nil: break
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
    func disposition(
        of file: PlannedFile, parent: DirectoryState, policy: ExistingFilePolicy
    ) throws -> FileDisposition {
        switch parent {
        case .blocked(let ancestor): return .conflict(.fileInTheWay(ancestor: ancestor))
        case .missing: return file.intent == .create ? .create : .conflict(.editTargetMissing)
        case .exists: break
        }
        switch try kind(of: file.path) {
        case nil: return file.intent == .create ? .create : .conflict(.editTargetMissing)
        case .directory: return .conflict(.directoryInTheWay)
        case .symbolicLink:
            _ = try linkTargetInsideRoot(file.path)
            return .conflict(.symbolicLink)
        case .other: return .conflict(.notARegularFile)
        case .file:
            let existing = try inspect(file.path) { try fileSystem.readFile(at: $0) }
            return disposition(of: file, existing: existing, policy: policy)
        }
    }

    private func disposition(
        of file: PlannedFile, existing: [UInt8], policy: ExistingFilePolicy
    ) -> FileDisposition {
        if case .edit(let original) = file.intent {
            if existing != original { return .conflict(.changedSinceRead) }
            return existing == file.contents ? .unchanged : .update
        }
        if existing == file.contents { return .unchanged }
        switch policy {
        case .refuse: return .conflict(.fileExists)
        case .overwrite: return .overwrite
        case .skipExisting: return .skip
        }
    }

    private func kind(of relativePath: String) throws -> FileEntryKind? {
        try inspect(relativePath) { try fileSystem.entryKind(at: $0) }
    }

    /// The link's canonical target, or nil if it dangles; throws if the target is outside.
    private func linkTargetInsideRoot(_ relativePath: String) throws -> String? {
        let absolute = RelativePaths.join(plan.rootDirectory, relativePath)
        guard let target = try? fileSystem.resolvedPath(of: absolute) else { return nil }
        let rootPrefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        guard target == resolvedRoot || target.hasPrefix(rootPrefix) else {
            throw OutputError.unsafePath(
                path: relativePath, reason: .symbolicLinkOutsideRoot(link: relativePath))
        }
        return target
    }

    private func inspect<Result>(
        _ relativePath: String, _ operation: (String) throws -> Result
    ) throws -> Result {
        do {
            return try operation(RelativePaths.join(plan.rootDirectory, relativePath))
        } catch let failure as FileSystemError {
            throw OutputError.cannotWrite(
                path: relativePath, root: plan.displayRootPath, failure: failure)
        }
    }
}
