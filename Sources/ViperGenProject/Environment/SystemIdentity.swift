import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads who the user is from git and the account database.
package enum SystemIdentity {
    /// `git config user.name`, trimmed; nil when git is missing or the setting is empty.
    static func gitUserName(environment: [String: String]) -> String? {
        guard
            let output = Subprocess.output(
                of: ["git", "config", "user.name"], environment: environment)
        else { return nil }
        return nonEmpty(String(decoding: output, as: UTF8.self))
    }

    /// The login name from the account database, else USER or LOGNAME.
    static func loginName(environment: [String: String]) -> String? {
        UserAccount.loginName().flatMap(nonEmpty)
            ?? (environment["USER"] ?? environment["LOGNAME"]).flatMap(nonEmpty)
    }

    /// `text` trimmed of whitespace, or nil when that leaves nothing.
    package static func nonEmpty(_ text: String) -> String? {
        let trimmed = Whitespace.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }
}
