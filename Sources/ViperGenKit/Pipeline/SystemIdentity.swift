import Foundation
import ViperGenSystem

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

    /// The login name from the account database, else USER or LOGNAME.
    static func loginName(environment: [String: String]) -> String? {
        UserAccount.loginName().flatMap(nonEmpty)
            ?? (environment["USER"] ?? environment["LOGNAME"]).flatMap(nonEmpty)
    }

    /// `text` trimmed of whitespace, or nil when that leaves nothing.
    static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
