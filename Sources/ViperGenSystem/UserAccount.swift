#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The account running viper-gen, from the account database (`getpwuid`).
public enum UserAccount {
    /// The first comma-separated field of the account's GECOS entry (the full name), if set.
    public static func fullName() -> String? {
        guard let entry = getpwuid(getuid()), let gecos = entry.pointee.pw_gecos else { return nil }
        let field = String(cString: gecos).split(separator: ",", omittingEmptySubsequences: false)
        return field.first.map(String.init)
    }

    /// The account's login name, if the database has one.
    public static func loginName() -> String? {
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// The account's home folder from the account database, else `HOME`, if either is set.
    public static func homeDirectory() -> String? {
        if let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir {
            return String(cString: folder)
        }
        return getenv("HOME").map { String(cString: $0) }
    }

    /// The home folder of the account named `name`, if the database knows it.
    public static func homeDirectory(ofUser name: String) -> String? {
        guard let entry = getpwnam(name), let folder = entry.pointee.pw_dir else { return nil }
        return String(cString: folder)
    }
}
