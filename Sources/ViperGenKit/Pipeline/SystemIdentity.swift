import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads who the user is from git and the account database.
enum SystemIdentity {
    /// `git config user.name`, trimmed; nil when git is missing or the setting is empty.
    static func gitUserName() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "user.name"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return nonEmpty(String(decoding: data, as: UTF8.self))
    }

    /// The first comma-separated field of the account's GECOS entry.
    static func accountFullName() -> String? {
        guard let entry = getpwuid(getuid()), let gecos = entry.pointee.pw_gecos else { return nil }
        let field = String(cString: gecos).split(separator: ",", omittingEmptySubsequences: false)
        return field.first.flatMap { nonEmpty(String($0)) }
    }

    /// The login name from the account database, else USER or LOGNAME.
    static func loginName(environment: [String: String]) -> String? {
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name,
            let login = nonEmpty(String(cString: name))
        {
            return login
        }
        return (environment["USER"] ?? environment["LOGNAME"]).flatMap(nonEmpty)
    }

    /// `text` trimmed of whitespace, or nil when that leaves nothing.
    static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
