#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension LocalFileSystem {
    /// The entries of the directory at `path` with their kinds, sorted by name: the kind comes
    /// from the listing itself (`d_type`), so a folder of a thousand entries costs no `lstat`
    /// each; only an entry whose file system does not tell (`DT_UNKNOWN`) is `lstat`ed.
    public func kindsOfEntries(in folder: AbsolutePath) throws
        -> [(name: String, kind: FileEntryKind?)]
    {
        let path = folder.pathString
        guard let directory = opendir(path) else {
            throw FileSystemError(operation: .list, path: path, code: errno)
        }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileEntryKind?)] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            guard name != "." && name != ".." else { continue }
            let type = UnsafeRawPointer(entry).load(fromByteOffset: Self.typeOffset, as: UInt8.self)
            entries.append(
                (
                    name,
                    Self.kind(ofType: type)
                        ?? (try? entryKind(at: folder.appending(component: name)))
                ))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Where `d_type` is in a `struct dirent` (read in place, as `name(of:)` reads the name).
    private static let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type) ?? 0

    /// The entry kind a `d_type` tells, or nil for `DT_UNKNOWN`.
    ///
    /// The values are those of `DT_UNKNOWN` (0), `DT_DIR` (4), `DT_REG` (8) and `DT_LNK` (10),
    /// the same in Darwin's `sys/dirent.h` and glibc's `dirent.h` (Swift does not import the
    /// macros everywhere).
    private static func kind(ofType type: UInt8) -> FileEntryKind? {
        switch type {
        case 0: nil
        case 8: .file
        case 4: .directory
        case 10: .symbolicLink
        default: .other
        }
    }
}
