import ViperGenSystem

/// Checks an `OutputPlan` against the disk: path safety, then a disposition for every file and
/// the folders its deletions leave empty.
package struct OutputPlanChecker {
    private let fileSystem: any FileSystem

    /// Creates a checker that inspects `fileSystem`.
    package init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Checks `plan` under `policy`; conflicts are reported in the result, not thrown.
    ///
    /// - Throws: `OutputError.unsafePath` for unsafe paths or links leading outside the root,
    ///   `.rootUnavailable` if the root is not a folder, `.cannotWrite` if inspecting fails.
    package func check(_ plan: OutputPlan, policy: ExistingFilePolicy) throws -> CheckedOutputPlan {
        let directories = plan.directories
        try PlannedPathValidator.validate(plan, directories: directories)
        let resolvedRoot = try resolveRoot(of: plan)
        var inspector = PathInspector(
            fileSystem: fileSystem, plan: plan, resolvedRoot: resolvedRoot)
        var states: [String: DirectoryState] = [:]
        for directory in directories {
            let parentState = RelativePaths.parent(of: directory).flatMap { states[$0] }
            states[directory] = try inspector.directoryState(of: directory, parent: parentState)
        }
        let files = try plan.files.map { file in
            let parentState = RelativePaths.parent(of: file.path).flatMap { states[$0] }
            let disposition = try inspector.disposition(
                of: file, parent: parentState ?? .exists, policy: policy)
            return CheckedFile(file: file, disposition: disposition)
        }
        let kept = plan.keptDirectories
        let emptied = try EmptiedDirectoryFinder.folders(
            emptiedBy: files.filter { $0.disposition == .delete }.map(\.file.path),
            kept: Set(kept), names: { try inspector.names(in: $0) })
        let directoryConflicts = plan.emptyDirectories.compactMap { directory -> FileConflict? in
            switch states[directory] {
            case .blocked(let ancestor):
                return FileConflict(path: directory, reason: .fileInTheWay(ancestor: ancestor))
            case .nameVariant(let planned, let existing):
                return FileConflict(
                    path: directory, reason: .nameVariant(planned: planned, existing: existing))
            default: return nil
            }
        }
        return CheckedOutputPlan(
            plan: plan,
            resolvedRoot: resolvedRoot,
            files: files,
            missingDirectories: kept.filter { states[$0] == .missing },
            emptiedDirectories: emptied,
            directoryConflicts: directoryConflicts)
    }

    private func resolveRoot(of plan: OutputPlan) throws -> AbsolutePath {
        let resolved: AbsolutePath
        do {
            resolved = try fileSystem.resolvedPath(of: plan.rootDirectory)
        } catch let failure as FileSystemError {
            throw OutputError.rootUnavailable(root: plan.displayRootPath, failure: failure)
        }
        guard try fileSystem.entryKind(at: resolved) == .directory else {
            throw OutputError.rootUnavailable(root: plan.displayRootPath, failure: nil)
        }
        return resolved
    }
}
