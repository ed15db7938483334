#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What `lstat` says about an entry that changes whenever its contents or its listing may
/// have: git's index keys a file's cached state by the same fields.
///
/// Content written in place changes the size or the modification time; a file replaced by
/// another (even one given the old time back) has another inode or change time, which no
/// program can set; a folder's times change when an entry is added, removed or renamed.
public struct FileStamp: Equatable, Sendable {
    /// The device holding the entry.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The modification time in nanoseconds since 1970.
    public var modified: Int64
    /// The status change time in nanoseconds since 1970.
    public var changed: Int64
    /// What kind of entry it is.
    public var kind: FileEntryKind?

    /// A stamp from its fields.
    public init(
        device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64,
        kind: FileEntryKind?
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
        self.kind = kind
    }

    /// The later of the two times: an entry stamped after a moment may have changed since.
    public var latest: Int64 { max(modified, changed) }

    /// The stamp of the entry at `path` (links not followed), or nil when there is none.
    static func of(path: String) throws -> FileStamp? {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(operation: .inspect, path: path, code: errno)
        }
        return FileStamp(info)
    }

    /// The stamps of the paths of `paths` at `positions` (links not followed), nil where there
    /// is no entry or `lstat` fails.
    static func of(_ paths: PathList, in positions: Range<Int>) -> [FileStamp?] {
        var stamps = [FileStamp?](repeating: nil, count: positions.count)
        paths.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let first = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            var info = stat()
            for position in positions where lstat(first + paths.starts[position], &info) == 0 {
                stamps[position - positions.lowerBound] = FileStamp(info)
            }
        }
        return stamps
    }

    /// The stamp `lstat` filled `info` with.
    private init(_ info: stat) {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            kind: LocalFileSystem.kind(of: info.st_mode))
    }

    /// Now on the system clock, in nanoseconds since 1970 (the clock file times come from).
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
