import Glibc

/// Access to Linux `renameat2(…, RENAME_NOREPLACE)`, which Glibc's Swift module does not export.
enum NoReplaceRename {
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    private static let noReplaceFlag: UInt32 = 1

    private static let function: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Renames without replacing; nil when `renameat2` is unavailable, else the call's result.
    static func rename(_ source: String, _ destination: String) -> Int32? {
        guard let function else { return nil }
        return function(AT_FDCWD, source, AT_FDCWD, destination, noReplaceFlag)
    }
}
