import Foundation
import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTestSupport

/// A Kit command run in-process in a folder, calling the library instead of parsing argv: the
/// environment `TestRun` gives the CLI (``TestRunEnvironment``: fixed author, date and home), a
/// captured console, the interrupted-run recovery every command starts with, and the error
/// reported as the tool reports it (`Error: …` on stderr and the error's exit code; with
/// `json`, the error document on stdout).
///
/// Unlike the CLI, a usage error (exit 64) is not followed by the usage line and the pointer to
/// the help: those belong to the command line, and are tested in ViperGenCLITests.
///
/// The harness's names, for the test files that build on it (each command's helpers are
/// `KitRun` extensions in a file of their own, `KitRun+<Command>.swift`):
/// - `KitRun.run(in:variables:ask:json:dryRun:_:)`: runs any command's `run()`;
/// - `KitRun.initialize(_:in:variables:ask:)`: `init` (KitRun+Init.swift);
/// - `KitRun.generate(_:_:in:variables:ask:)`: `project`, `module`, `service`
///   (KitRun+Generate.swift);
/// - `KitRun.templates(_:in:)`: `templates` (KitRun+Templates.swift);
/// - `InitOptions.with(_:)`, `InitOptions.fixed(_:)`, `GenerateOptions.with(_:change:)`,
///   `GenerateOptions.fixed(_:change:)`, `GenerationFlags.fixed` (KitOptions+Fixed.swift).
/// Helpers for remove, rename, check, update, outdated and apply are left to their tests' own
/// files.
struct KitRun {
    /// The exit code.
    let code: ExitCode
    /// Everything written to stdout.
    let out: String
    /// Everything written to stderr.
    let err: String

    /// Runs `body` in `folder` as a command's `run()`: with the test environment (its `ask`
    /// answering with `ask`, none when nil, as without a terminal), after recovering an
    /// interrupted run unless `dryRun`; `json` collects the messages for a document, as
    /// `--json` does.
    static func run(
        in folder: URL, variables: [String: String] = [:],
        ask: (@Sendable (Question) -> String?)? = nil, json: Bool = false, dryRun: Bool = false,
        _ body: (RunEnvironment, Console) throws -> Void
    ) -> KitRun {
        let captured = CapturedConsole()
        var environment = TestRunEnvironment.make(in: folder, variables: variables)
        environment.ask = ask.map(TestRunEnvironment.answering)
        let console = json ? captured.console.collectingMessages() : captured.console
        let code: ExitCode
        do {
            try ProjectRecovery(environment: environment, console: console).run(dryRun: dryRun)
            try body(environment, console)
            code = .success
        } catch {
            code = report(error, console: console)
        }
        return KitRun(code: code, out: captured.out, err: captured.err)
    }

    /// Prints `error` as the tool does and returns its exit code: `Error: …` on stderr, or the
    /// error document on stdout when the console collects messages, unless the document printed
    /// already states it.
    private static func report(_ error: Error, console: Console) -> ExitCode {
        let code = (error as? ExitCodeError)?.exitCode ?? .failure
        guard let messages = console.messages else {
            console.err("Error: \(error)\n")
            return code
        }
        if console.printedDocument?.value == true,
            (error as? DocumentedError)?.isStatedByDocument == true
        {
            return code
        }
        console.document(
            ErrorDocument(error: error, exitCode: code, usage: nil, messages: messages.value)
                .json())
        return code
    }
}
