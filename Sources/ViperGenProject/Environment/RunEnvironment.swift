import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a run reads from the outside world, injectable so tests never depend on the machine.
package struct RunEnvironment: Sendable {
    /// The process environment (SOURCE_DATE_EPOCH, NO_COLOR, ...).
    package var variables: [String: String]
    /// The folder the command runs in; paths are shown relative to it.
    package var currentDirectory: AbsolutePath
    /// The current time, used when neither --date nor SOURCE_DATE_EPOCH is given.
    package var now: @Sendable () -> Date
    /// `git config user.name`, if git and the setting exist.
    package var gitUserName: @Sendable () -> String?
    /// The account's full name (the GECOS field), if set.
    package var accountFullName: @Sendable () -> String?
    /// The login name.
    package var loginName: @Sendable () -> String?
    /// The user's home folder, above which no app's `.xcodeproj` is looked for.
    package var homeDirectory: @Sendable () -> String? = { UserAccount.homeDirectory() }
    /// Where the commands' templates come from.
    package var templates: any TemplateSource = BuiltInTemplateSource()
    /// Every read and write of the disk goes through it.
    package var fileSystem: any FileSystem = LocalFileSystem()
    /// How long a run waits for another run writing into the same folder (seconds).
    package var lockTimeout: Double = RunEnvironment.defaultLockTimeout
    /// How long (nanoseconds) a folder or file must have gone unchanged when a run begins for
    /// the declaration index to keep it: a change within one clock tick of a read might not
    /// change its stamp.
    package var declarationIndexSettling: Int64 = 1_000_000_000
    /// Whether terminating signals are caught for the whole run, so that one arriving before
    /// the write cancels it and one arriving after the commit changes nothing (the process).
    package var handlesSignals = false
    /// The working folder's path when it is not valid UTF-8: every command but `--help` and
    /// `--version` refuses to run there (``NonUTF8PathError``).
    package var nonUTF8CurrentDirectory: [UInt8]? = nil
    /// Puts a question to the user and returns the answer, or throws
    /// ``UnansweredQuestionError`` when the user stops; nil when no one can answer (standard
    /// input or standard error is not a terminal), so the run asks for the flag instead.
    package var ask: (@Sendable (Question) throws -> String)? = nil
    /// The operating system, which says whether Xcode can be on it (`xcode install`).
    package var platform = HostPlatform.current

    /// The lock timeout unless `VIPER_GEN_LOCK_TIMEOUT` says otherwise.
    package static let defaultLockTimeout: Double = 60

    /// Creates an environment from its parts.
    package init(
        variables: [String: String], currentDirectory: AbsolutePath,
        now: @escaping @Sendable () -> Date,
        gitUserName: @escaping @Sendable () -> String?,
        accountFullName: @escaping @Sendable () -> String?,
        loginName: @escaping @Sendable () -> String?
    ) {
        self.variables = variables
        self.currentDirectory = currentDirectory
        self.now = now
        self.gitUserName = gitUserName
        self.accountFullName = accountFullName
        self.loginName = loginName
    }

    /// The real process environment.
    package static func current() -> RunEnvironment {
        let variables = ProcessEnvironment.variables()
        let directory = ProcessEnvironment.currentDirectoryBytes()
        let path = directory.flatMap { String(strictUTF8: $0) }
        var environment = RunEnvironment(
            variables: variables,
            // A working folder removed under the process reads as `/`, as Foundation's URL gave.
            currentDirectory: AbsolutePath(path ?? "/", relativeTo: .root),
            now: { Date() },
            gitUserName: { SystemIdentity.gitUserName(environment: variables) },
            accountFullName: { UserAccount.fullName().flatMap(SystemIdentity.nonEmpty) },
            loginName: { SystemIdentity.loginName(environment: variables) })
        environment.handlesSignals = true
        if StandardStream.canAsk { environment.ask = { try $0.ask() } }
        if path == nil, let directory { environment.nonUTF8CurrentDirectory = directory }
        if let timeout = variables["VIPER_GEN_LOCK_TIMEOUT"].flatMap(Double.init), timeout >= 0 {
            environment.lockTimeout = timeout
        }
        return environment
    }

    /// How paths are shown in this run: relative to the current folder.
    package var pathDisplay: PathDisplay { PathDisplay(base: currentDirectory) }
}
