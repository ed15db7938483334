#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The real file system, implemented directly on the C library so every failure keeps its
/// `errno`.
public struct LocalFileSystem: FileSystem, Sendable {
    /// Creates the local file system.
    public init() {}

    /// The kind of entry at `path` (via `lstat`), or nil if nothing is there.
    public func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        let path = path.pathString
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(operation: .inspect, path: path, code: errno)
        }
        return Self.kind(of: info.st_mode)
    }

    /// The stamp of the entry at `path` (via `lstat`), or nil if nothing is there.
    public func stamp(at path: AbsolutePath) throws -> FileStamp? {
        try FileStamp.of(path: path.pathString)
    }

    /// The stamps of the paths of `paths` at `positions` (via `lstat`).
    public func stamps(at paths: PathList, in positions: Range<Int>) -> [FileStamp?] {
        FileStamp.of(paths, in: positions)
    }

    /// The permission bits of the entry at `path` (via `lstat`).
    public func permissions(at path: AbsolutePath) throws -> UInt32 {
        let path = path.pathString
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw FileSystemError(operation: .inspect, path: path, code: errno)
        }
        return UInt32(info.st_mode & 0o7777)
    }

    /// The canonical path of `path` (via `realpath`).
    public func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        let path = path.pathString
        guard let resolved = realpath(path, nil) else {
            throw FileSystemError(operation: .resolve, path: path, code: errno)
        }
        defer { free(resolved) }
        return AbsolutePath(String(cString: resolved), relativeTo: .root)
    }

    /// Reads the whole regular file at `path`; a FIFO or device is refused without blocking.
    public func readFile(at path: AbsolutePath) throws -> [UInt8] {
        let path = path.pathString
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .read, path: path, code: errno)
        }
        defer { close(descriptor) }
        return try Self.readRegularFile(descriptor, path: path)
    }

    /// This file system below `root`, through descriptors that never follow a swapped-in link.
    public func confined(to root: AbsolutePath) throws -> any FileSystem {
        try ConfinedFileSystem(root: root)
    }

    /// Reads the whole open file, refusing anything but a regular file.
    static func readRegularFile(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileSystemError(operation: .read, path: path, code: errno)
        }
        switch Self.kind(of: info.st_mode) {
        case .file: break
        case .directory: throw FileSystemError(operation: .read, path: path, code: EISDIR)
        default:
            throw FileSystemError(
                operation: .read, path: path, code: FileSystemError.notARegularFile)
        }
        // A buffer the size the file has (one read, and one more that finds the end), up to
        // 64 KiB: a full 64 KiB buffer per file was zeroed for every small Swift file read.
        let size = max(Int(info.st_size), 0)
        var contents: [UInt8] = []
        contents.reserveCapacity(size)
        var buffer = [UInt8](repeating: 0, count: min(65_536, max(size + 1, 512)))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return contents }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(operation: .read, path: path, code: errno)
            }
            contents.append(contentsOf: buffer[0..<count])
        }
    }

    /// Creates a new file exclusively (`O_EXCL`) and writes it (`flushWrites(below:)` makes it
    /// durable).
    public func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        let path = path.pathString
        try Self.fillNewFile(
            open(path, Self.newFileFlags, 0o666), path: path, contents: contents,
            permissions: permissions)
    }

    /// How a new file is opened: for writing, exclusively, never through a symbolic link.
    static let newFileFlags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW

    /// Gives the new file open as `descriptor` (negative when opening it failed, with `errno`
    /// set) its `permissions` and `contents`, then closes it.
    static func fillNewFile(
        _ descriptor: Int32, path: String, contents: [UInt8], permissions: UInt32?
    ) throws {
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .write, path: path, code: errno)
        }
        defer { close(descriptor) }
        if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
            throw FileSystemError(operation: .write, path: path, code: errno)
        }
        try writeAll(contents, to: descriptor, path: path, operation: .write, durably: false)
    }

    /// Appends to an existing file (never through a symbolic link) and flushes it.
    public func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        let path = path.pathString
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .append, path: path, code: errno)
        }
        defer { close(descriptor) }
        try Self.writeAll(
            contents, to: descriptor, path: path, operation: .append, durably: true)
    }

    /// Creates one directory with mode `0o777` minus the umask.
    public func createDirectory(at path: AbsolutePath) throws {
        let path = path.pathString
        guard mkdir(path, 0o777) == 0 else {
            throw FileSystemError(operation: .createDirectory, path: path, code: errno)
        }
    }

    /// Renames without replacing (see `NoReplaceRename`).
    public func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        let target = destination
        let source = source.pathString
        let destination = destination.pathString
        if let result = NoReplaceRename.rename(source, destination) {
            guard result != 0 else { return }
            let code = errno
            guard NoReplaceRename.isUnsupported(code) else {
                throw FileSystemError(operation: .move, path: source, code: code)
            }
        }
        // Fallback for file systems without a no-replace rename: check, then rename.
        if try entryKind(at: target) != nil {
            throw FileSystemError(operation: .move, path: destination, code: EEXIST)
        }
        guard rename(source, destination) == 0 else {
            throw FileSystemError(operation: .move, path: source, code: errno)
        }
    }

    /// Renames over the destination (`rename(2)` replaces atomically).
    public func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        let destination = destination.pathString
        let source = source.pathString
        guard rename(source, destination) == 0 else {
            throw FileSystemError(operation: .move, path: source, code: errno)
        }
    }

    /// Creates a hard link (`link(2)`; a link as `existing` is not followed).
    public func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        let link = link.pathString
        let existing = existing.pathString
        guard linkat(AT_FDCWD, existing, AT_FDCWD, link, 0) == 0 else {
            throw FileSystemError(operation: .link, path: existing, code: errno)
        }
    }

    /// Removes a file, link or whole directory tree without following links: the entry is
    /// removed relative to its folder's descriptor, and so is everything below it
    /// (`FolderEntryRemoval`), so a folder inside the tree swapped for a link meanwhile is not
    /// followed.
    public func removeItem(at path: AbsolutePath) throws {
        let path = path.pathString
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else {
            return try FolderEntryRemoval.remove(String(trimmed), in: AT_FDCWD, path: path)
        }
        let name = String(trimmed[trimmed.index(after: slash)...])
        let parentPath = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileSystemError(operation: .remove, path: path, code: EINVAL)
        }
        let parent = open(parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else {
            throw FileSystemError(operation: .remove, path: path, code: errno)
        }
        defer { close(parent) }
        try FolderEntryRemoval.remove(name, in: parent, path: path)
    }

    /// Lists a directory (without `.` and `..`), sorted by name.
    public func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try contentsOfDirectory(at: path) { _ in true }
    }

    /// Lists the entries of a directory that `matches` accepts, sorted by name.
    public func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws
        -> [String]
    {
        let path = path.pathString
        guard let directory = opendir(path) else {
            throw FileSystemError(operation: .list, path: path, code: errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            if name != "." && name != "..", matches(name) { names.append(name) }
        }
        return names.sorted()
    }

    /// The name of the directory entry `readdir` returned, read in place.
    ///
    /// Never through `entry.pointee`: that copies a whole `struct dirent`, but the C library
    /// makes each record only as long as its name, so the copy read past the last record of
    /// its buffer and crashed when that ended at an unmapped page (a crowded `/tmp` did).
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        String(
            cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
                to: CChar.self))
    }

    /// Where `d_name` starts in a `struct dirent` (a stored field, so it has an offset).
    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0

    /// The entry kind encoded in a `st_mode`.
    static func kind(of mode: mode_t) -> FileEntryKind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Writes all of `contents` to `descriptor`; `durably` flushes it to the disk on its own,
    /// else only as `flushWrites(below:)` needs (on Darwin, to the drive with `fsync`).
    static func writeAll(
        _ contents: [UInt8], to descriptor: Int32, path: String,
        operation: FileSystemOperation, durably: Bool
    ) throws {
        var offset = 0
        while offset < contents.count {
            let written = contents.withUnsafeBytes {
                write(descriptor, $0.baseAddress?.advanced(by: offset), $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(operation: operation, path: path, code: errno)
            }
            offset += written
        }
        let flushed = durably ? flushToDisk(descriptor) : pushTowardsDisk(descriptor)
        guard flushed else {
            throw FileSystemError(operation: operation, path: path, code: errno)
        }
    }

    /// Flushes a file's data to stable storage: `F_FULLFSYNC` on Darwin, where `fsync` only
    /// reaches the drive's cache (falling back to `fsync` on file systems without it).
    private static func flushToDisk(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    /// What a file written without its own flush needs before `flushWrites(below:)`: nothing
    /// on Linux, whose `syncfs` writes every file of the file system; on Darwin, which has no
    /// `syncfs`, `fsync` takes the data to the drive (cheap there: the drive's cache is flushed
    /// once, by `F_FULLFSYNC`).
    private static func pushTowardsDisk(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            return fsync(descriptor) == 0
        #else
            return true
        #endif
    }

    /// Makes every write below `root` durable with one flush (`FileSystemFlush`).
    public func flushWrites(below root: AbsolutePath) throws {
        let root = root.pathString
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .flush, path: root, code: errno)
        }
        defer { close(descriptor) }
        guard FileSystemFlush.flush(folder: descriptor) else {
            throw FileSystemError(operation: .flush, path: root, code: errno)
        }
    }
}
