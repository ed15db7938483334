#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What this process was started with: its environment variables and working folder.
///
/// Read straight from the C library, which at start-up costs a fraction of Foundation's
/// `ProcessInfo.environment` (no singleton, no copies of every entry).
public enum ProcessEnvironment {
    /// Every `NAME=value` entry of the environment; entries without `=` are skipped and a later
    /// entry for a name replaces an earlier one, as in `ProcessInfo.environment`.
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = entries() else { return variables }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    /// The working folder's absolute path (`getcwd`), or nil if it cannot be read (removed).
    public static func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// The C library's `environ` array: Glibc's and Musl's variable, and on Darwin the Swift
    /// overlay's (`_NSGetEnviron` is only in the explicit submodule `Darwin.crt_externs`).
    private static func entries() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        environ
    }
}
