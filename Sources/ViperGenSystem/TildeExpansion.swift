/// Expands a leading `~` or `~name` in a path as `NSString.expandingTildeInPath` does.
///
/// `~` is the account's home folder (from the account database, else `HOME`), `~name` the
/// home folder of the account `name`; a path without a leading tilde, or naming an unknown
/// account, is returned unchanged. An expanded path loses its trailing slashes.
public struct TildeExpansion: Sendable {
    /// The home folder of the account named by the argument, or of the current one for nil.
    let homeDirectory: @Sendable (_ user: String?) -> String?

    /// An expansion reading homes from `homeDirectory` (tests pass a table).
    public init(homeDirectory: @escaping @Sendable (_ user: String?) -> String?) {
        self.homeDirectory = homeDirectory
    }

    /// The expansion of the running process: the account database, with `HOME` for the
    /// current account when the database has no entry for it.
    public static let system = TildeExpansion { user in
        guard let user else { return UserAccount.homeDirectory() }
        return UserAccount.homeDirectory(ofUser: user)
    }

    /// `path` with a leading `~` or `~name` replaced by that account's home folder.
    public func expanding(_ path: String) -> String {
        guard path.hasPrefix("~") else { return path }
        let nameEnd = path.firstIndex(of: "/") ?? path.endIndex
        let name = path[path.index(after: path.startIndex)..<nameEnd]
        guard let home = homeDirectory(name.isEmpty ? nil : String(name)) else { return path }
        var expanded = home + path[nameEnd...]
        while expanded.count > 1, expanded.hasSuffix("/") { expanded.removeLast() }
        return expanded
    }
}
