import Foundation
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Runs the CLI in-process with a fixed, machine-independent environment.
struct TestRun {
    /// The exit code.
    let code: ExitCode
    /// Everything written to stdout.
    let out: String
    /// Everything written to stderr.
    let err: String

    /// The fixed author, organization and date used by golden tests.
    static let fixedFlags = [
        "--author", "Jane Appleseed", "--organization", "Acme Inc.",
        "--date", "2026-12-02",
    ]

    /// An environment rooted at `folder` whose identity and home lookups return fixed values,
    /// on the test's file system (`TestFileSystem.current`).
    static func environment(in folder: URL, variables: [String: String] = [:]) -> RunEnvironment {
        var environment = RunEnvironment(
            variables: variables, currentDirectory: folder.absolutePath,
            now: { Date(timeIntervalSince1970: 1_796_204_800) },
            gitUserName: { "Git User" }, accountFullName: { "Account Name" },
            loginName: { "jane" })
        environment.fileSystem = TestFileSystem.current
        // No home folder: an app's project file is looked for up to the file system's root.
        environment.homeDirectory = { nil }
        // No entry is ever settled enough to be kept: only the declaration index's own tests,
        // which set a shorter time, write an index into the trees the other tests compare.
        environment.declarationIndexSettling = Int64.max / 4
        return environment
    }

    /// The environment's `ask` for `answer`, which gives a question's answer or nil to stop
    /// as Return on an empty line does.
    static func answering(_ answer: @escaping @Sendable (Question) -> String?)
        -> @Sendable (Question) throws -> String
    {
        { question in
            guard let answer = answer(question) else {
                throw UnansweredQuestionError(question: question, reason: .noAnswer)
            }
            return answer
        }
    }

    /// Runs `viper-gen <arguments>` in `folder`; `ask` answers the questions a terminal user
    /// would be asked (none when nil, as without a terminal).
    static func run(
        _ arguments: [String], in folder: URL, variables: [String: String] = [:],
        ask: (@Sendable (Question) -> String?)? = nil
    ) -> TestRun {
        let captured = CapturedConsole()
        var environment = environment(in: folder, variables: variables)
        environment.ask = ask.map(answering)
        let code = ViperGenTool.run(
            arguments: arguments, environment: environment, console: captured.console)
        return TestRun(code: code, out: captured.out, err: captured.err)
    }
}
