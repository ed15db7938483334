import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 41's done-when with a real MCP client: the official Python SDK (mcp 2.3.0, installed
/// by Tests/Scripts/install-mcp-sdk.sh in .build/mcp-sdk, which .ci/run calls) runs
/// Tests/MCPClient/viper_gen_mcp_client.py against the built `viper-gen mcp` in a generated
/// project, in both protocol eras: tools and schemas, module with and without dry_run, check,
/// rename, remove, a bad name, a path outside the project, an unknown tool, malformed input.
@Suite("MCP: the official Python SDK's client")
struct MCPPythonClientTests {
    /// The virtualenv's python, with the SDK.
    private static let python = RepositoryPaths.root.appendingPathComponent(
        ".build/mcp-sdk/bin/python")
    /// The client script.
    private static let script = RepositoryPaths.root.appendingPathComponent(
        "Tests/MCPClient/viper_gen_mcp_client.py")
    /// How long the script may run before it is stopped.
    private static let deadline: TimeInterval = 150

    /// Whether the SDK is installed, or this is CI, where a missing SDK fails the test.
    private static var runs: Bool {
        FileManager.default.isExecutableFile(atPath: python.path)
            || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    @Test(
        .enabled(
            if: runs, "needs the MCP Python SDK: run bash Tests/Scripts/install-mcp-sdk.sh"),
        .timeLimit(.minutes(3)))
    func theSDKsClientRunsTheWholeScenarioInBothEras() throws {
        // Under CI, .ci/run installs the SDK; a missing one fails here rather than skip.
        let missing = "\(Self.python.path) is missing: bash Tests/Scripts/install-mcp-sdk.sh"
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.python.path), "\(missing)")
        let folder = try TemporaryFolder("viper-gen-mcp-sdk")
        let made = try LaunchedBinary.run(
            ["project", "Shop", "-q", "--date", "2026-01-01", "--author", "Tester"], in: folder.url)
        try #require(made.exitStatus == 0, "\(made)")
        let run = try Self.runScript(
            project: folder.appending("Shop"), scratch: folder.appending("scratch"))
        let report = "stdout:\n\(run.out)\nstderr:\n\(run.err)"
        #expect(run.status == 0, "\(report)")
        #expect(run.out.hasSuffix("\nmcp client: 28 passed, 0 failed\n"), "\(report)")
        #expect(!run.out.contains("FAIL"), "\(report)")
    }

    /// How the script ended and what it printed.
    private struct ScriptRun {
        /// The exit status, or -1 when a signal ended it (its number is in `err`).
        let status: Int32
        /// Everything written to stdout.
        let out: String
        /// Everything written to stderr.
        let err: String
    }

    /// Runs the script on the built binary and `project`, its temporary folders in `scratch`;
    /// stopped after ``deadline``.
    private static func runScript(project: URL, scratch: URL) throws -> ScriptRun {
        let logs = try TemporaryFolder("viper-gen-mcp-sdk-logs")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["out", "err"] { try logs.write(name, "") }
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, RepositoryPaths.executable.path, project.path]
        process.currentDirectoryURL = scratch
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": scratch.path, "USER": "jane", "LOGNAME": "jane", "TMPDIR": scratch.path,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: logs.appending("out"))
        process.standardError = try FileHandle(forWritingTo: logs.appending("err"))
        try process.run()
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: stop)
        process.waitUntilExit()
        stop.cancel()
        let killed = process.terminationReason == .uncaughtSignal
        let ending =
            killed ? "\nkilled by signal \(process.terminationStatus) after \(deadline) s" : ""
        return ScriptRun(
            status: killed ? -1 : process.terminationStatus, out: try logs.read("out"),
            err: try logs.read("err") + ending)
    }
}
