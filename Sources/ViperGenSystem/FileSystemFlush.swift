#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One flush of everything written to a file system, for `flushWrites(below:)`.
///
/// Linux: `syncfs` on a descriptor of a folder of it, looked up at run time because not every
/// C library's Swift module exports it; without it, `sync` (which waits on Linux). Darwin has
/// neither: `F_FULLFSYNC` on the folder empties the drive's cache, which holds what earlier
/// `fsync` calls sent there (falling back to `fsync` on file systems without it).
enum FileSystemFlush {
    /// Flushes the file system holding the open folder `descriptor`; false with `errno` set
    /// when that fails.
    static func flush(folder descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
            return fsync(descriptor) == 0
        #else
            guard let function = syncFS else {
                sync()
                return true
            }
            return function(descriptor) == 0
        #endif
    }

    #if !canImport(Darwin)
        private typealias SyncFS = @convention(c) (Int32) -> Int32

        private static let syncFS: SyncFS? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return nil }
            return unsafeBitCast(symbol, to: SyncFS.self)
        }()
    #endif
}
