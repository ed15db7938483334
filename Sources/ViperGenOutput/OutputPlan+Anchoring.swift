import ViperGenSystem

extension OutputPlan {
    /// The nearest existing folder at or above the absolute folder `path` (where a plan for
    /// `path` is rooted, and where its run takes the lock).
    package static func nearestExistingFolder(
        of path: AbsolutePath, using fileSystem: any FileSystem = LocalFileSystem()
    ) throws -> AbsolutePath {
        var existing = path
        while !existing.isRoot, try entryKind(of: existing, root: path, fileSystem) == nil {
            existing = existing.parentDirectory
        }
        return existing
    }

    /// This plan re-rooted at the nearest existing ancestor of `rootDirectory`.
    ///
    /// The missing root components become part of every planned path (and an explicit empty
    /// folder), so a missing `-o` folder is created by the same transaction: it appears with
    /// one rename and disappears on rollback. Event paths are then relative to the new root.
    package func anchoredAtExistingAncestor(
        using fileSystem: any FileSystem = LocalFileSystem()
    ) throws -> OutputPlan {
        let root = rootDirectory
        let existing = try Self.nearestExistingFolder(of: root, using: fileSystem)
        guard existing != root else { return self }
        let missingPath = root.relative(to: existing).pathString
        return OutputPlan(
            rootDirectory: existing,
            files: files.map { file in
                var moved = file
                moved.path = missingPath + "/" + file.path
                return moved
            },
            emptyDirectories: [missingPath] + emptyDirectories.map { missingPath + "/" + $0 },
            display: display)
    }

    private static func entryKind(
        of path: AbsolutePath, root: AbsolutePath, _ fileSystem: any FileSystem
    ) throws -> FileEntryKind? {
        do {
            return try fileSystem.entryKind(at: path)
        } catch let failure as FileSystemError {
            throw OutputError.rootUnavailable(root: root.pathString, failure: failure)
        }
    }
}
