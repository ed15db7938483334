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
    ///
    /// An entry that is not valid UTF-8 is left out: decoded with replacement characters, a
    /// path in it (`HOME`) would name another folder than the one the user has.
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = entries() else { return variables }
        while let pointer = entry.pointee {
            if let text = strictText(of: bytes(of: pointer)),
                let equals = text.utf8.firstIndex(of: UInt8(ascii: "="))
            {
                variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    /// The working folder's absolute path (`getcwd`), or nil if it cannot be read (removed) or
    /// is not valid UTF-8 (`currentDirectoryBytes()` tells which).
    public static func currentDirectory() -> String? {
        currentDirectoryBytes().flatMap(strictText(of:))
    }

    /// The text of `bytes` when they are valid UTF-8, else nil (never with replacement characters).
    ///
    /// Decoding repairs invalid sequences, so the bytes are valid when the text encodes back to
    /// them. ViperGenText's `String(strictUTF8:)` does the same for large texts; the platform
    /// layer depends on nothing.
    private static func strictText(of bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The working folder's absolute path as the bytes the system gives (`getcwd`), or nil if
    /// it cannot be read (removed).
    public static func currentDirectoryBytes() -> [UInt8]? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return bytes(of: path)
    }

    /// The process's arguments after the executable's name, as the bytes the system gives.
    ///
    /// `CommandLine.arguments` decodes them with replacement characters, so a path argument
    /// that is not UTF-8 would silently name another file.
    public static func argumentBytes() -> [[UInt8]] {
        guard CommandLine.argc > 1 else { return [] }
        return (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { bytes(of: $0) }
        }
    }

    /// The bytes of a C string, without its terminating NUL.
    private static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
        var bytes: [UInt8] = []
        var next = text
        while next.pointee != 0 {
            bytes.append(UInt8(bitPattern: next.pointee))
            next += 1
        }
        return bytes
    }

    /// The C library's `environ` array: Glibc's and Musl's variable, and on Darwin the Swift
    /// overlay's (`_NSGetEnviron` is only in the explicit submodule `Darwin.crt_externs`).
    private static func entries() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        environ
    }
}
