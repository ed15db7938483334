#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The descriptors of folders below a root, each opened once without following links and kept
/// for the next operation in it, so a run writing thousands of files does not walk from the
/// root again for each (the most recently used are kept; the others are closed).
///
/// A folder is opened with `O_NOFOLLOW` from its parent's descriptor; one that is a symbolic
/// link is resolved from the root by `FolderWalk`, which refuses links leading out of it. A
/// descriptor names the folder itself, not its path: a folder swapped for a link after it was
/// opened keeps receiving the writes, the link is never followed.
///
/// The operations that change names (renames, deletions) use `fresh(_:)` instead: folders
/// opened again from the root for each, so the entry changed is the one at its path now, and
/// a folder on the way that became a link leading out stops it.
final class FolderDescriptors: @unchecked Sendable {
    /// Opens folders from the root, resolving links by hand.
    private let walk: FolderWalk
    /// The root's own descriptor, which every walk starts from; open until `deinit`.
    private let rootDescriptor: Int32
    private let lock = ThreadLock()
    /// Open descriptors by folder (components below the root joined with `/`; "" for the root).
    private var entries: [String: Entry] = [:]
    /// Counts lookups, to tell recently used entries.
    private var clock = 0

    /// How many descriptors are kept between operations.
    static let capacity = 128

    private struct Entry {
        let descriptor: Int32
        var lastUse: Int
    }

    /// Descriptors of folders below `root` (an existing folder, opened following links: the
    /// user chose it), whose symlink-free path is `resolvedRoot`.
    ///
    /// - Throws: `FolderWalk.Failure` when `root` cannot be opened as a folder.
    init(root: String, resolvedRoot: String) throws {
        let descriptor = openFolder(root)
        guard descriptor >= 0 else { throw FolderWalk.Failure(errorNumber: errno) }
        rootDescriptor = descriptor
        walk = FolderWalk(rootDescriptor: descriptor, resolvedRoot: resolvedRoot)
    }

    deinit {
        for entry in entries.values { close(entry.descriptor) }
        close(rootDescriptor)
    }

    /// Runs `body` with a function giving the descriptor of a folder opened from the root
    /// now, without the kept descriptors; they are closed when `body` returns.
    ///
    /// - Throws: `FolderWalk.Failure` from the walk (`FileSystemError.linkLeadingOut` for a
    ///   link leading out).
    func fresh<Result>(_ body: (_ folder: ([String]) throws -> Int32) throws -> Result) throws
        -> Result
    {
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        return try body { components in
            let descriptor = try self.walk.open(components)
            opened.append(descriptor)
            return descriptor
        }
    }

    /// Runs `body` with a function giving the descriptor of a folder (its components below the
    /// root); the descriptors stay open until `body` returns and must not be closed by it.
    ///
    /// - Throws: `FolderWalk.Failure` from the lookup (`EXDEV` for a link leading out).
    func using<Result>(_ body: (_ folder: ([String]) throws -> Int32) throws -> Result) throws
        -> Result
    {
        try lock.withLock {
            closeLeastRecentlyUsed()
            return try body { try self.descriptor(of: $0) }
        }
    }

    /// Forgets (and closes) the descriptors of `components` and every folder below it: after a
    /// rename or removal the path names another folder or none.
    func forget(_ components: [String]) {
        let key = components.joined(separator: "/")
        let prefix = key + "/"
        lock.withLock {
            for (other, entry) in entries
            where key.isEmpty || other == key || other.hasPrefix(prefix) {
                close(entry.descriptor)
                entries[other] = nil
            }
        }
    }

    /// The descriptor of the folder `components`, opened now if not open yet.
    private func descriptor(of components: [String]) throws -> Int32 {
        clock += 1
        let key = components.joined(separator: "/")
        if let entry = entries[key] {
            entries[key] = Entry(descriptor: entry.descriptor, lastUse: clock)
            return entry.descriptor
        }
        let opened = try open(components)
        entries[key] = Entry(descriptor: opened, lastUse: clock)
        return opened
    }

    /// Opens `components` from its parent's descriptor, or through `FolderWalk` from the root
    /// for the root itself, `.`, `..` and symbolic links.
    private func open(_ components: [String]) throws -> Int32 {
        guard let name = components.last, !name.isEmpty, name != ".", name != ".." else {
            return try walk.open(components)
        }
        let parent = try descriptor(of: Array(components.dropLast()))
        let opened = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if opened >= 0 { return opened }
        // A link fails with ELOOP or, asked for a folder, ENOTDIR (Linux): look at what it is.
        let failure = errno
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
            info.st_mode & S_IFMT == S_IFLNK
        else { throw FolderWalk.Failure(errorNumber: failure) }
        return try walk.open(components)
    }

    /// Closes the least recently used descriptors once more than `capacity` are open (between
    /// operations, so none is in use).
    private func closeLeastRecentlyUsed() {
        guard entries.count > Self.capacity else { return }
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }
            .prefix(entries.count - Self.capacity / 2)
        for (key, entry) in oldest {
            close(entry.descriptor)
            entries[key] = nil
        }
    }
}

/// The C library's `open` of a folder (following links), named apart from
/// `FolderDescriptors.open`.
private func openFolder(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
