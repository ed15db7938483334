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
            guard unlinkat(parent, name, 0) == 0 else {
                throw FileSystemError(operation: .remove, path: path, code: errno)
            }
            return
        }
        // An empty folder (a staging folder's, after its commit) goes without a listing.
        if unlinkat(parent, name, AT_REMOVEDIR) == 0 { return }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            throw FileSystemError(operation: .remove, path: path, code: errno)
        }
        defer { close(folder) }
        for child in try names(in: folder, path: path, matching: { _ in true }) {
            try remove(child, in: folder, path: path + "/" + child)
        }
        guard unlinkat(parent, name, AT_REMOVEDIR) == 0 else {
            throw FileSystemError(operation: .remove, path: path, code: errno)
        }
    }

    /// The names of the entries of the open folder `folder` (without `.` and `..`) that
    /// `matches` accepts, sorted; `folder` stays open and its position is not moved.
    static func names(
        in folder: Int32, path: String, matching matches: (String) -> Bool
    ) throws -> [String] {
        // `fdopendir` takes over the descriptor it is given and reads from its position, so it
        // gets one of its own: the folder opened again through itself (`.` is no link).
        let copy = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { throw FileSystemError(operation: .list, path: path, code: errno) }
        guard let directory = fdopendir(copy) else {
            let failure = errno
            close(copy)
            throw FileSystemError(operation: .list, path: path, code: failure)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = LocalFileSystem.name(of: entry)
            if name != "." && name != "..", matches(name) { names.append(name) }
        }
        return names.sorted()
    }
}
