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
/// Each folder is opened once per run and its descriptor kept (`FolderDescriptors`), so a run
/// writing thousands of files does not walk from the root for each. The operations that change
/// names below the root (renames, deletions) and listings open their folders again from the
/// root each time, so they act on what is at the path now: the deletions and renames after a
/// commit never reach through a folder that became a link. A link met on the way is resolved
/// by hand, and only if it leads to a place inside the root (the links that the check stage
/// accepted); one leading out fails with `FileSystemError.linkLeadingOut`. Paths outside the
/// root and `realpath` use `LocalFileSystem`, which never follows a final link either.
struct ConfinedFileSystem: FileSystem {
    /// The root as given, with a trailing slash for prefix tests.
    private let rootPrefix: String
    private let base = LocalFileSystem()
    /// The folders opened so far.
    private let folders: FolderDescriptors

    /// Confines operations below `root`, which must be an existing folder.
    init(root: AbsolutePath) throws {
        let resolvedRoot = try base.resolvedPath(of: root)
        let root = root.pathString
        rootPrefix = root == "/" ? "/" : root + "/"
        do {
            folders = try FolderDescriptors(root: root, resolvedRoot: resolvedRoot.pathString)
        } catch let failure as FolderWalk.Failure {
            throw FileSystemError(operation: .resolve, path: root, code: failure.errorNumber)
        }
    }

    func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        guard let place = place(of: path) else { return try base.entryKind(at: path) }
        let path = path.pathString
        return try inFolder(of: place, path, .inspect) { folder, name in
            var info = stat()
            if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
                if errno == ENOENT || errno == ENOTDIR { return nil }
                throw FileSystemError(operation: .inspect, path: path, code: errno)
            }
            return LocalFileSystem.kind(of: info.st_mode)
        }
    }

    func permissions(at path: AbsolutePath) throws -> UInt32 {
        guard let place = place(of: path) else { return try base.permissions(at: path) }
        let path = path.pathString
        return try inFolder(of: place, path, .inspect) { folder, name in
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                throw FileSystemError(operation: .inspect, path: path, code: errno)
            }
            return UInt32(info.st_mode & 0o7777)
        }
    }

    func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try base.resolvedPath(of: path)
    }

    func readFile(at path: AbsolutePath) throws -> [UInt8] {
        guard let place = place(of: path) else { return try base.readFile(at: path) }
        let path = path.pathString
        return try inFolder(of: place, path, .read) { folder, name in
            let descriptor = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else {
                throw FileSystemError(operation: .read, path: path, code: errno)
            }
            defer { close(descriptor) }
            return try LocalFileSystem.readRegularFile(descriptor, path: path)
        }
    }

    func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        guard let place = place(of: path) else {
            return try base.writeFile(at: path, contents: contents, permissions: permissions)
        }
        let path = path.pathString
        try inFolder(of: place, path, .write) { folder, name in
            try LocalFileSystem.fillNewFile(
                openat(folder, name, LocalFileSystem.newFileFlags, 0o666), path: path,
                contents: contents, permissions: permissions)
        }
    }

    func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        guard let place = place(of: path) else {
            return try base.appendToFile(at: path, contents: contents)
        }
        let path = path.pathString
        try inFolder(of: place, path, .append) { folder, name in
            let descriptor = openat(folder, name, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else {
                throw FileSystemError(operation: .append, path: path, code: errno)
            }
            defer { close(descriptor) }
            try LocalFileSystem.writeAll(
                contents, to: descriptor, path: path, operation: .append, durably: true)
        }
    }

    func createDirectory(at path: AbsolutePath) throws {
        guard let place = place(of: path) else { return try base.createDirectory(at: path) }
        let path = path.pathString
        try inFolder(of: place, path, .createDirectory) { folder, name in
            guard mkdirat(folder, name, 0o777) == 0 else {
                throw FileSystemError(operation: .createDirectory, path: path, code: errno)
            }
        }
    }

    func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
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

    func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        try betweenFolders(source, destination, .move) { renameat($0, $1, $2, $3) }
    }

    func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try betweenFolders(existing, link, .link) { linkat($0, $1, $2, $3, 0) }
    }

    func removeItem(at path: AbsolutePath) throws {
        guard let place = place(of: path) else { return try base.removeItem(at: path) }
        let path = path.pathString
        defer { folders.forget(place.folder + [place.name]) }
        try folders.fresh { folder in
            let parent = try opening(path, .remove) { try folder(place.folder) }
            try FolderEntryRemoval.remove(place.name, in: parent, path: path)
        }
    }

    func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try contentsOfDirectory(at: path) { _ in true }
    }

    func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool) throws
        -> [String]
    {
        guard let place = place(of: path) else {
            return try base.contentsOfDirectory(at: path, matching: matches)
        }
        let path = path.pathString
        return try folders.fresh { folder in
            let listed = try opening(path, .list) { try folder(place.folder + [place.name]) }
            return try FolderEntryRemoval.names(in: listed, path: path, matching: matches)
        }
    }

    func flushWrites(below root: AbsolutePath) throws { try base.flushWrites(below: root) }

    /// Runs a two-path call on the folders of `source` and `target`, both below the root, opened
    /// from the root now (`FolderDescriptors.fresh`); the folders kept open for the paths are
    /// forgotten, since they now name other entries.
    private func betweenFolders(
        _ source: AbsolutePath, _ target: AbsolutePath, _ operation: FileSystemOperation,
        _ call: (Int32, String, Int32, String) -> Int32
    ) throws {
        let sourcePath = source.pathString
        let targetPath = target.pathString
        guard let from = place(of: source) else {
            throw FileSystemError(operation: operation, path: sourcePath, code: EXDEV)
        }
        guard let to = place(of: target) else {
            throw FileSystemError(operation: operation, path: targetPath, code: EXDEV)
        }
        defer {
            folders.forget(from.folder + [from.name])
            folders.forget(to.folder + [to.name])
        }
        let (result, failure) = try folders.fresh { folder in
            let fromFolder = try opening(sourcePath, operation) { try folder(from.folder) }
            let toFolder = try opening(targetPath, operation) { try folder(to.folder) }
            return (call(fromFolder, from.name, toFolder, to.name), errno)
        }
        guard result == 0 else {
            throw FileSystemError(operation: operation, path: sourcePath, code: failure)
        }
    }

    /// Runs `open`, turning a failure into a `FileSystemError` about `path`.
    private func opening(
        _ path: String, _ operation: FileSystemOperation, _ open: () throws -> Int32
    ) throws -> Int32 {
        do {
            return try open()
        } catch let code as FolderWalk.Failure {
            throw FileSystemError(operation: operation, path: path, code: code.errorNumber)
        }
    }

    /// A path below the root: its folder's components and its last component.
    private struct Place {
        let folder: [String]
        let name: String
    }

    /// Where `path` is below the root, or nil when it is not below it.
    private func place(of path: AbsolutePath) -> Place? {
        let path = path.pathString
        guard path.utf8.starts(with: rootPrefix.utf8) else { return nil }
        var components = path.utf8.dropFirst(rootPrefix.utf8.count)
            .split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
        guard let name = components.popLast(), name != ".", name != ".." else { return nil }
        return Place(folder: components, name: name)
    }

    /// Runs `body` with the descriptor of the folder holding `place` (the path `path`).
    private func inFolder<Result>(
        of place: Place, _ path: String, _ operation: FileSystemOperation,
        _ body: (Int32, String) throws -> Result
    ) throws -> Result {
        try folders.using { folder in
            try body(opening(path, operation) { try folder(place.folder) }, place.name)
        }
    }
}
