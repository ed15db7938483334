#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Removes and lists entries relative to an open folder descriptor (`unlinkat`, `openat` with
/// `O_NOFOLLOW`, `fdopendir`), so no symbolic link is ever followed on the way: a folder inside
/// the tree being removed that is swapped for a link meanwhile has the link removed, never
/// what it points to.
enum FolderEntryRemoval {
    /// Removes the entry `name` of the folder `parent`: a file or link with `unlinkat`, a folder
    /// with everything in it, deepest first; `path` names the entry in errors.
    static func remove(_ name: String, in parent: Int32, path: String) throws {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw FileSystemError(operation: .remove, path: path, code: errno)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            guard removeEntry(parent, name, 0) == 0 else {
                throw FileSystemError(operation: .remove, path: path, code: errno)
            }
            return
        }
        // An empty folder (a staging folder's, after its commit) goes without a listing.
        if removeEntry(parent, name, removesFolder) == 0 { return }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            throw FileSystemError(operation: .remove, path: path, code: errno)
        }
        defer { close(folder) }
        for child in try names(in: folder, path: path, matching: { _ in true }) {
            try remove(child, in: folder, path: path + "/" + child)
        }
        guard removeEntry(parent, name, removesFolder) == 0 else {
            throw FileSystemError(operation: .remove, path: path, code: errno)
        }
    }

    /// The sorted names of the entries of the open folder `folder` that `matches` accepts.
    ///
    /// `.` and `..` are left out; `folder` stays open and its position is not moved. `path`
    /// is the folder's absolute path, which names it in errors.
    static func names(
        in folder: Int32, path: String, matching matches: (String) -> Bool
    ) throws -> [String] {
        let directory = try openDirectory(folder, path: path)
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = LocalFileSystem.name(of: entry)
            if name != "." && name != "..", matches(name) { names.append(name) }
        }
        return names.sorted()
    }

    #if canImport(Darwin)
        /// The folder `folder` opened for reading its entries: opened by its `path`, then held
        /// to be the very folder `folder` is (same device and inode), so a folder on the path
        /// swapped for a link meanwhile is refused, never listed.
        ///
        /// (`fdopendir` would take the descriptor itself, but the macOS view this package is
        /// checked against declares no `fdopendir`.)
        private static func openDirectory(_ folder: Int32, path: String) throws
            -> UnsafeMutablePointer<DIR>
        {
            guard let directory = opendir(path) else {
                throw FileSystemError(operation: .list, path: path, code: errno)
            }
            var opened = stat()
            var expected = stat()
            guard fstat(directory.pointee.__dd_fd, &opened) == 0, fstat(folder, &expected) == 0,
                opened.st_dev == expected.st_dev, opened.st_ino == expected.st_ino
            else {
                closedir(directory)
                throw FileSystemError(operation: .list, path: path, code: ELOOP)
            }
            return directory
        }
    #else
        /// The folder `folder` opened for reading its entries, through a descriptor of its own
        /// (`fdopendir` takes over the descriptor it is given and reads from its position): the
        /// folder opened again through itself (`.` is no link).
        private static func openDirectory(_ folder: Int32, path: String) throws
            -> OpaquePointer
        {
            let copy = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard copy >= 0 else {
                throw FileSystemError(operation: .list, path: path, code: errno)
            }
            guard let directory = fdopendir(copy) else {
                let failure = errno
                close(copy)
                throw FileSystemError(operation: .list, path: path, code: failure)
            }
            return directory
        }
    #endif
}

#if canImport(Darwin)
    /// Darwin's `unlinkat(2)` (macOS 10.10, `unistd.h`): the entry `name` of the folder
    /// `folder` removed, a folder when `flags` is ``removesFolder``.
    ///
    /// Declared by its symbol because the macOS view this package is checked against
    /// (`../shared/tools/macos-view`) does not declare it yet; its C signature is plain
    /// integers and a pointer, passed as C passes them. With `unlinkat` in the view, call it.
    @_silgen_name("unlinkat")
    private func removeEntry(_ folder: Int32, _ name: UnsafePointer<CChar>, _ flags: Int32)
        -> Int32
    /// Darwin's `AT_REMOVEDIR` (`sys/fcntl.h`).
    private let removesFolder: Int32 = 0x0080
#else
    /// `unlinkat(2)`: the entry `name` of the folder `folder` removed, a folder when `flags`
    /// is ``removesFolder``.
    private func removeEntry(_ folder: Int32, _ name: UnsafePointer<CChar>, _ flags: Int32)
        -> Int32
    {
        unlinkat(folder, name, flags)
    }
    /// `AT_REMOVEDIR`.
    private let removesFolder = AT_REMOVEDIR
#endif
