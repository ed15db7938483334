import Foundation
import Testing

/// One finished run of a command-line tool: its exit status and everything it printed.
package struct CompilerRun: CustomTestStringConvertible {
    /// The arguments it ran with.
    package let arguments: [String]
    /// The exit status; 0 means success.
    package let status: Int32
    /// Standard output and standard error, interleaved.
    package let output: String

    /// Whether the tool exited with status 0.
    package var succeeded: Bool { status == 0 }

    /// A short summary for failed expectations; the output goes into the expectation's comment.
    package var testDescription: String { "swiftc exited with status \(status)" }

    /// Runs `swiftc` with `arguments` as one whole-module job (`-wmo`): without it the driver
    /// starts one frontend per file, each loading the imported modules again (43 files: 3-5 s
    /// instead of 0.6 s), and stops at the first file that fails.
    package static func compile(_ compiler: URL, _ arguments: [String]) throws -> CompilerRun {
        try run(compiler, ["-wmo"] + arguments)
    }

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// Its temporary folder is one of this test run's, removed when the run ends: the Swift
    /// driver leaves a `TemporaryDirectory.*` folder behind for every compile.
    package static func run(_ executable: URL, _ arguments: [String]) throws -> CompilerRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = try TemporaryFolder("compiler-temporary").path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CompilerRun(
            arguments: arguments, status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self))
    }
}
