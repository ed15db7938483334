import Foundation
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// What one of Kit's commands did when run in a test, as the tool would report it: the exit
/// code its error states (success when it threw none), its stdout, and its stderr followed by
/// the error's message.
struct LifecycleRun {
    /// `.success`, or the exit code of the error the command threw (`.failure` by default).
    let code: ExitCode
    /// Everything written to stdout.
    let out: String
    /// Everything written to stderr, then the thrown error's message and a newline.
    let err: String

    /// Runs `body` in `folder` as the tool runs a command: interrupted runs recovered first
    /// (refused with `dryRun`), and with `json` the notes and warnings kept for the document.
    static func run(
        in folder: URL, json: Bool = false, dryRun: Bool = false,
        variables: [String: String] = [:], _ body: (RunEnvironment, Console) throws -> Void
    ) -> LifecycleRun {
        let captured = CapturedConsole()
        let console = json ? captured.console.collectingMessages() : captured.console
        let environment = environment(in: folder, variables: variables)
        do {
            try ProjectRecovery(environment: environment, console: console).run(dryRun: dryRun)
            try body(environment, console)
            return LifecycleRun(code: .success, out: captured.out, err: captured.err)
        } catch {
            let code = (error as? ExitCodeError)?.exitCode ?? .failure
            return LifecycleRun(code: code, out: captured.out, err: captured.err + "\(error)\n")
        }
    }

    /// An environment rooted at `folder` with `variables`, whose identity and home lookups return fixed values,
    /// on the test's file system (`TestFileSystem.current`).
    static func environment(in folder: URL, variables: [String: String] = [:])
        -> RunEnvironment
    {
        var environment = RunEnvironment(
            variables: variables, currentDirectory: folder,
            now: { Date(timeIntervalSince1970: 1_796_204_800) },
            gitUserName: { "Git User" }, accountFullName: { "Account Name" },
            loginName: { "jane" })
        environment.fileSystem = TestFileSystem.current
        // No home folder: an app's project file is looked for up to the file system's root.
        environment.homeDirectory = { nil }
        // No declaration index entry is ever settled enough to be kept.
        environment.declarationIndexSettling = Int64.max / 4
        return environment
    }
}
