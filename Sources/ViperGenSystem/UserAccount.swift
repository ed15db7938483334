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
}
