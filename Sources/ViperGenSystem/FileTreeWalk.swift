/// Walks the entries below a folder, folder by folder, through a ``FileSystem``: the one walk
/// that template listing, the app survey and the type-clash scan share.
///
/// Links are reported as links and never followed, so a walk cannot leave the tree or loop.
public struct FileTreeWalk {
    /// One entry found below the walk's root.
    public struct Entry: Sendable {
        /// Its path relative to the root, "/"-separated.
        public let relativePath: String
        /// Its own name (the last component).
        public let name: String
        /// What `lstat` says it is; nil when that cannot be told.
        public let kind: FileEntryKind?
        /// How many folders lie between it and the root (0 for the root's own entries).
        public let depth: Int
    }

    /// The file system walked.
    public let fileSystem: any FileSystem

    /// A walk through `fileSystem`.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Calls `visit` for every entry below the folder `root`, descending where `descend` says.
    ///
    /// A folder's entries come in name order; `visit` returns false to stop the walk. A folder
    /// that cannot be listed goes to `unlistable` with the failure, which may throw to end the
    /// walk (by default it is passed over).
    public func walk(
        below root: AbsolutePath,
        descend: (Entry) -> Bool = { _ in true },
        unlistable: (AbsolutePath, any Error) throws -> Void = { _, _ in },
        visit: (Entry) throws -> Bool
    ) throws {
        var pending: [(relativePath: String, depth: Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let folder = relative.isEmpty ? root : root.appending(component: relative)
            let names: [String]
            do {
                names = try fileSystem.contentsOfDirectory(at: folder)
            } catch {
                try unlistable(folder, error)
                continue
            }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                let entry = Entry(
                    relativePath: path, name: name,
                    kind: try? fileSystem.entryKind(at: folder.appending(component: name)),
                    depth: depth)
                guard try visit(entry) else { return }
                if entry.kind == .directory, descend(entry) { pending.append((path, depth + 1)) }
            }
        }
    }
}
