#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A rename that fails with EEXIST instead of replacing the destination, atomically.
///
/// Darwin: `renamex_np(from, to, RENAME_EXCL)` (macOS 10.12+). Linux: `renameat2(…,
/// RENAME_NOREPLACE)`, looked up at run time because not every C library's Swift module exports
/// it. Where neither is available, or the file system refuses the flag, the caller falls back.
enum NoReplaceRename {
    /// Renames without replacing; nil when the call is unavailable, else the call's result
    /// (0, or -1 with `errno` set).
    static func rename(_ source: String, _ destination: String) -> Int32? {
        #if canImport(Darwin)
            return renamex_np(source, destination, UInt32(RENAME_EXCL))
        #else
            guard let function = renameAt2 else { return nil }
            return function(AT_FDCWD, source, AT_FDCWD, destination, noReplaceFlag)
        #endif
    }

    /// The same between two folder descriptors (`renameatx_np` / `renameat2`).
    static func renameAt(
        _ sourceFolder: Int32, _ source: String, _ destinationFolder: Int32, _ destination: String
    ) -> Int32? {
        #if canImport(Darwin)
            return renameatx_np(
                sourceFolder, source, destinationFolder, destination, UInt32(RENAME_EXCL))
        #else
            guard let function = renameAt2 else { return nil }
            return function(sourceFolder, source, destinationFolder, destination, noReplaceFlag)
        #endif
    }

    /// Whether a failed call's `errno` means "the flag is not supported here": fall back.
    static func isUnsupported(_ code: Int32) -> Bool {
        code == EINVAL || code == ENOSYS || code == ENOTSUP
    }

    #if !canImport(Darwin)
        private typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) ->
            Int32

        /// Linux's `RENAME_NOREPLACE` (linux/fs.h).
        private static let noReplaceFlag: UInt32 = 1

        private static let renameAt2: RenameAt2? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()
    #endif
}
