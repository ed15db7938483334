#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Opens a folder below a root one component at a time with `O_NOFOLLOW`, resolving symbolic
/// links by hand and refusing any that lead out of the root.
struct FolderWalk {
    /// An `errno` value, thrown when the walk fails.
    struct Failure: Error {
        /// The `errno` value, or `FileSystemError.linkLeadingOut` for a link leading out of the
        /// root.
        let errorNumber: Int32
    }

    /// The root folder's descriptor, opened once following links (the user chose it) and
    /// owned by the caller; every walk starts from a copy of it, so a root renamed or swapped
    /// meanwhile is still the folder the run began in.
    let rootDescriptor: Int32
    /// The root's symlink-free path, for links with absolute targets.
    let resolvedRoot: String

    /// The most links followed in one walk before giving up with `ELOOP`.
    private static let maximumLinks = 40

    /// A descriptor of the folder `components` below the root; the caller closes it.
    func open(_ components: [String]) throws -> Int32 {
        var pending = Array(components.reversed())
        var walked: [String] = []
        var links = 0
        var folder = try openRoot()
        while let component = pending.popLast() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                guard !walked.isEmpty else {
                    return try fail(folder, FileSystemError.linkLeadingOut)
                }
                walked.removeLast()
                close(folder)
                folder = try self.open(walked)
                continue
            }
            var info = stat()
            guard fstatat(folder, component, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                return try fail(folder, errno)
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                links += 1
                guard links <= Self.maximumLinks else { return try fail(folder, ELOOP) }
                let target = try linkTarget(in: folder, component)
                if target.hasPrefix("/") {
                    guard let inside = relative(target) else {
                        return try fail(folder, FileSystemError.linkLeadingOut)
                    }
                    walked = []
                    close(folder)
                    folder = try openRoot()
                    pending += inside.reversed()
                } else {
                    pending += target.split(separator: "/").map(String.init).reversed()
                }
                continue
            }
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { return try fail(folder, errno) }
            close(folder)
            folder = next
            walked.append(component)
        }
        return folder
    }

    /// A new descriptor of the root folder (`rootDescriptor` opened again through itself, which
    /// follows no link); the caller closes it.
    private func openRoot() throws -> Int32 {
        try Self.check(openat(rootDescriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    /// The components of an absolute link target below the resolved root, or nil outside it.
    ///
    /// A target spelled another way than the root's canonical path is compared by its own
    /// canonical path: on a Mac `/tmp` is `/private/tmp` and letter case does not matter on the
    /// default disk, so `/tmp/app/Shared` or `/Users/me/APP/Shared` may well lie below the root.
    /// Nothing is followed on the strength of it: the walk opens every component again from the
    /// root without following links.
    private func relative(_ target: String) -> [String]? {
        if let inside = components(of: target) { return inside }
        guard let canonical = realpath(target, nil) else { return nil }
        defer { free(canonical) }
        return components(of: String(cString: canonical))
    }

    /// The components of `path` below the resolved root, compared as written, or nil.
    private func components(of path: String) -> [String]? {
        let prefix = resolvedRoot == "/" ? "/" : resolvedRoot + "/"
        if path == resolvedRoot { return [] }
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/").map(String.init)
    }

    private func linkTarget(in folder: Int32, _ name: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return try fail(folder, errno) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func fail<Result>(_ folder: Int32, _ code: Int32) throws -> Result {
        close(folder)
        throw Failure(errorNumber: code)
    }

    private static func check(_ descriptor: Int32) throws -> Int32 {
        guard descriptor >= 0 else { throw Failure(errorNumber: errno) }
        return descriptor
    }
}
