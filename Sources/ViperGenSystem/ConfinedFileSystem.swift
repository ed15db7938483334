#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The local file system for paths below one root folder, reached through folder descriptors
/// opened from the root without following symbolic links (`openat` with `O_NOFOLLOW`), so a
/// folder swapped for a link while viper-gen writes cannot send a file outside the root.
///
/// A link met on the way is resolved by hand, and only if it leads to a place inside the
/// root (the links that the check stage accepted); anything else fails with `EXDEV`. Paths
/// outside the root and whole-tree operations (listing, removal, `realpath`) use
/// `LocalFileSystem`, which never follows a final link either.
struct ConfinedFileSystem: FileSystem {
    /// The root as given, with a trailing slash for prefix tests.
    private let rootPrefix: String
    /// The root as given.
    private let root: String
    /// The symlink-free path of the root, for links with absolute targets.
    private let resolvedRoot: String
    private let base = LocalFileSystem()

    /// Confines operations below `root`, which must be an existing folder.
    init(root: String) throws {
        self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        self.rootPrefix = self.root == "/" ? "/" : self.root + "/"
        self.resolvedRoot = try base.resolvedPath(of: root)
    }

    func entryKind(at path: String) throws -> FileEntryKind? {
        guard let (folder, name) = try open(parentOf: path, for: .inspect) else {
            return try base.entryKind(at: path)
        }
        defer { close(folder) }
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(operation: .inspect, path: path, code: errno)
        }
        return LocalFileSystem.kind(of: info.st_mode)
    }

    func permissions(at path: String) throws -> UInt32 {
        guard let (folder, name) = try open(parentOf: path, for: .inspect) else {
            return try base.permissions(at: path)
        }
        defer { close(folder) }
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw FileSystemError(operation: .inspect, path: path, code: errno)
        }
        return UInt32(info.st_mode & 0o7777)
    }

    func resolvedPath(of path: String) throws -> String { try base.resolvedPath(of: path) }

    func readFile(at path: String) throws -> [UInt8] {
        guard let (folder, name) = try open(parentOf: path, for: .read) else {
            return try base.readFile(at: path)
        }
        defer { close(folder) }
        let descriptor = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .read, path: path, code: errno)
        }
        defer { close(descriptor) }
        return try LocalFileSystem.readRegularFile(descriptor, path: path)
    }

    func writeFile(at path: String, contents: [UInt8], permissions: UInt32?) throws {
        guard let (folder, name) = try open(parentOf: path, for: .write) else {
            return try base.writeFile(at: path, contents: contents, permissions: permissions)
        }
        defer { close(folder) }
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW
        let descriptor = openat(folder, name, flags, 0o666)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .write, path: path, code: errno)
        }
        defer { close(descriptor) }
        if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
            throw FileSystemError(operation: .write, path: path, code: errno)
        }
        try LocalFileSystem.writeAll(contents, to: descriptor, path: path, operation: .write)
    }

    func appendToFile(at path: String, contents: [UInt8]) throws {
        guard let (folder, name) = try open(parentOf: path, for: .append) else {
            return try base.appendToFile(at: path, contents: contents)
        }
        defer { close(folder) }
        let descriptor = openat(folder, name, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .append, path: path, code: errno)
        }
        defer { close(descriptor) }
        try LocalFileSystem.writeAll(contents, to: descriptor, path: path, operation: .append)
    }

    func createDirectory(at path: String) throws {
        guard let (folder, name) = try open(parentOf: path, for: .createDirectory) else {
            return try base.createDirectory(at: path)
        }
        defer { close(folder) }
        guard mkdirat(folder, name, 0o777) == 0 else {
            throw FileSystemError(operation: .createDirectory, path: path, code: errno)
        }
    }

    func moveItem(from source: String, to destination: String) throws {
        try betweenFolders(source, destination, .move) { from, fromName, to, toName in
            if let result = NoReplaceRename.renameAt(from, fromName, to, toName) {
                guard result != 0 else { return 0 }
                guard NoReplaceRename.isUnsupported(errno) else { return result }
            }
            var info = stat()
            if fstatat(to, toName, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                errno = EEXIST
                return -1
            }
            return renameat(from, fromName, to, toName)
        }
    }

    func replaceItem(at destination: String, with source: String) throws {
        try betweenFolders(source, destination, .move) { renameat($0, $1, $2, $3) }
    }

    func linkItem(at link: String, to existing: String) throws {
        try betweenFolders(existing, link, .link) { linkat($0, $1, $2, $3, 0) }
    }

    func removeItem(at path: String) throws { try base.removeItem(at: path) }

    func contentsOfDirectory(at path: String) throws -> [String] {
        try base.contentsOfDirectory(at: path)
    }

    /// Runs a two-path call on the folders of `source` and `target`, both below the root.
    private func betweenFolders(
        _ source: String, _ target: String, _ operation: FileSystemOperation,
        _ call: (Int32, String, Int32, String) -> Int32
    ) throws {
        guard let (from, fromName) = try open(parentOf: source, for: operation) else {
            throw FileSystemError(operation: operation, path: source, code: EXDEV)
        }
        defer { close(from) }
        guard let (to, toName) = try open(parentOf: target, for: operation) else {
            throw FileSystemError(operation: operation, path: target, code: EXDEV)
        }
        defer { close(to) }
        guard call(from, fromName, to, toName) == 0 else {
            throw FileSystemError(operation: operation, path: source, code: errno)
        }
    }

    /// A descriptor of the folder holding `path` and the last component, or nil when `path`
    /// is not below the root.
    private func open(
        parentOf path: String, for operation: FileSystemOperation
    ) throws -> (Int32, String)? {
        guard path.hasPrefix(rootPrefix) else { return nil }
        var components = path.dropFirst(rootPrefix.count).split(separator: "/").map(String.init)
        guard let name = components.popLast(), name != ".", name != ".." else { return nil }
        let walk = FolderWalk(root: root, resolvedRoot: resolvedRoot)
        do {
            return (try walk.open(components), name)
        } catch let code as FolderWalk.Failure {
            throw FileSystemError(operation: operation, path: path, code: code.errorNumber)
        }
    }
}
