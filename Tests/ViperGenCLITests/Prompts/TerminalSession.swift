import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

/// A run of the built `viper-gen` at a pseudo-terminal: its standard input and error are the
/// terminal, the test types as a user would, standard output goes to a file.
struct TerminalSession {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let out: String
    /// Everything the terminal showed (standard error, the prompts and the echo).
    let shown: String
    /// The terminal's settings before the run, at the first prompt and after the run.
    let modes: (before: [UInt8], atPrompt: [UInt8], after: [UInt8])

    /// Runs `viper-gen <arguments>` in `folder`; for each step, waits until the terminal shows
    /// its text, then types its keys.
    static func run(
        _ arguments: [String], in folder: TemporaryFolder,
        steps: [(waitFor: String, keys: String)]
    ) throws -> TerminalSession {
        try run(arguments, in: folder, bytes: steps.map { ($0.waitFor, Array($0.keys.utf8)) })
    }

    /// Runs `viper-gen <arguments>` in `folder`; for each step, waits until the terminal shows
    /// its text, then types its bytes as they are (UTF-8 or not).
    static func run(
        _ arguments: [String], in folder: TemporaryFolder,
        bytes steps: [(waitFor: String, keys: [UInt8])]
    ) throws -> TerminalSession {
        let terminal = try #require(PseudoTerminal(), "no pseudo-terminal")
        let before = try #require(terminal.mode).bytes
        let process = Process()
        process.executableURL = RepositoryPaths.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.appending(".config").path
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let outFile = try TemporaryFolder("viper-gen-pty-out")
        try outFile.write("out", "")
        let handle = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardError = handle
        process.standardOutput = try FileHandle(forWritingTo: outFile.appending("out"))
        try process.run()
        var shown = ""
        var atPrompt = before
        for (index, step) in steps.enumerated() {
            shown += terminal.waitUntilShown(step.waitFor)
            if index == 0 { atPrompt = try #require(terminal.mode).bytes }
            terminal.type(bytes: step.keys)
        }
        var waited = 0
        while process.isRunning, waited < 300 {
            shown += terminal.shown(quiet: 100)
            waited += 1
        }
        if process.isRunning {
            // Ctrl-C at a prompt ends it even where the test runner's blocked signals (which the
            // program inherits) would keep SIGTERM from doing so.
            terminal.type("\u{03}")
            shown += terminal.shown(quiet: 500)
            if process.isRunning { process.terminate() }
            Issue.record("viper-gen did not end; the terminal showed:\n\(shown)")
        }
        process.waitUntilExit()
        shown += terminal.shown(quiet: 50)
        return TerminalSession(
            status: process.terminationStatus, out: try outFile.read("out"),
            shown: shown,
            modes: (before, atPrompt, try #require(terminal.mode).bytes))
    }
}
