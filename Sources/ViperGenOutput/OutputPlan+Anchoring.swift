import ViperGenSystem

extension OutputPlan {
    /// The nearest existing folder at or above the absolute folder `path` (where a plan for
    /// `path` is rooted, and where its run takes the lock).
    public static func nearestExistingFolder(
        of path: String, using fileSystem: any FileSystem = LocalFileSystem()
    ) throws -> String {
        var existing = path.split(separator: "/").map(String.init)
        while !existing.isEmpty,
            try entryKind(of: "/" + existing.joined(separator: "/"), root: path, fileSystem) == nil
        {
            existing.removeLast()
        }
        return "/" + existing.joined(separator: "/")
    }

    /// This plan re-rooted at the nearest existing ancestor of `rootDirectory`.
    ///
    /// The missing root components become part of every planned path (and an explicit empty
    /// folder), so a missing `-o` folder is created by the same transaction: it appears with
    /// one rename and disappears on rollback. Event paths are then relative to the new root.
    public func anchoredAtExistingAncestor(
        using fileSystem: any FileSystem = LocalFileSystem()
    ) throws -> OutputPlan {
        guard rootDirectory.hasPrefix("/") else {
            throw OutputError.unsafePath(path: rootDirectory, reason: .relativeRoot)
        }
        let root = "/" + rootDirectory.split(separator: "/").joined(separator: "/")
        let existing = try Self.nearestExistingFolder(of: root, using: fileSystem)
        guard existing != root else { return self }
        let missingPath = String(root.dropFirst(existing == "/" ? 1 : existing.count + 1))
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
        of path: String, root: String, _ fileSystem: any FileSystem
    ) throws -> FileEntryKind? {
        do {
            return try fileSystem.entryKind(at: path)
        } catch let failure as FileSystemError {
            throw OutputError.rootUnavailable(root: root, failure: failure)
        }
    }
}
