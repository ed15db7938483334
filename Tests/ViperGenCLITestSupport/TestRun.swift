import Foundation
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Runs the CLI in-process with a fixed, machine-independent environment.
package struct TestRun {
    /// The exit code.
    package let code: ExitCode
    /// Everything written to stdout.
    package let out: String
    /// Everything written to stderr.
    package let err: String

    /// The outcome of a run that exited with `code` after printing `out` and `err`.
    package init(code: ExitCode, out: String, err: String) {
        (self.code, self.out, self.err) = (code, out, err)
    }

    /// The fixed author, organization and date used by golden tests.
    package static let fixedFlags = [
        "--author", TestRunEnvironment.author, "--organization", TestRunEnvironment.organization,
        "--date", TestRunEnvironment.date,
    ]

    /// An environment rooted at `folder` whose identity and home lookups return fixed values,
    /// on the test's file system (``TestRunEnvironment``).
    package static func environment(in folder: URL, variables: [String: String] = [:])
        -> RunEnvironment
    {
        TestRunEnvironment.make(in: folder, variables: variables)
    }

    /// The environment's `ask` for `answer` (``TestRunEnvironment/answering(_:)``).
    package static func answering(_ answer: @escaping @Sendable (Question) -> String?)
        -> @Sendable (Question) throws -> String
    {
        TestRunEnvironment.answering(answer)
    }

    /// Runs `viper-gen <arguments>` in `folder`; `ask` answers the questions a terminal user
    /// would be asked (none when nil, as without a terminal).
    package static func run(
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
