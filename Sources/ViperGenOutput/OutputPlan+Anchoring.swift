import ViperGenSystem

extension OutputPlan {
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
        var existing = rootDirectory.split(separator: "/").map(String.init)
        var missing: [String] = []
        while !existing.isEmpty,
            try kind(of: "/" + existing.joined(separator: "/"), fileSystem) == nil
        {
            missing.insert(existing.removeLast(), at: 0)
        }
        guard !missing.isEmpty else { return self }
        let missingPath = missing.joined(separator: "/")
        return OutputPlan(
            rootDirectory: "/" + existing.joined(separator: "/"),
            files: files.map { file in
                var moved = file
                moved.path = missingPath + "/" + file.path
                return moved
            },
            emptyDirectories: [missingPath] + emptyDirectories.map { missingPath + "/" + $0 },
            display: display)
    }

    private func kind(of path: String, _ fileSystem: any FileSystem) throws -> FileEntryKind? {
        do {
            return try fileSystem.entryKind(at: path)
        } catch let failure as FileSystemError {
            throw OutputError.rootUnavailable(root: rootDirectory, failure: failure)
        }
    }
}
