import Foundation
import Testing
import ViperGenTestSupport

/// A run of an installed program, a shell (bash, zsh, fish) or groff, for the tests that check what
/// viper-gen prints with the programs that read it; the built `viper-gen` comes first on PATH.
struct ProgramRun {
    /// The exit status.
    let status: Int32
    /// Everything written to stdout.
    let out: String
    /// Everything written to stderr.
    let err: String

    /// The folders a program is looked for in.
    private static let folders = ["/usr/local/bin", "/usr/bin", "/bin", "/opt/homebrew/bin"]

    /// The installed program `name`, if any.
    static func program(_ name: String) -> URL? {
        folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Whether the tests that need `name` run: it is installed, or this is CI, where a missing
    /// program must fail them rather than skip them (`.ci/run` installs it).
    static func runsTests(needing name: String) -> Bool {
        program(name) != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Runs `name` with `arguments` in `folder`, `input` on its stdin; a missing program ends
    /// the test.
    static func run(
        _ name: String, _ arguments: [String],
        in folder: URL = FileManager.default
            .temporaryDirectory, input: String = ""
    ) throws -> ProgramRun {
        let executable = try #require(Self.program(name), "\(name) is not installed")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            RepositoryPaths.products.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent(".config").path
        process.environment = environment
        let logs = try TemporaryFolder("viper-gen-shell")
        try logs.write("in", input)
        try logs.write("out", "")
        try logs.write("err", "")
        process.standardInput = try FileHandle(forReadingFrom: logs.appending("in"))
        process.standardOutput = try FileHandle(forWritingTo: logs.appending("out"))
        process.standardError = try FileHandle(forWritingTo: logs.appending("err"))
        try process.run()
        process.waitUntilExit()
        return ProgramRun(
            status: process.terminationStatus, out: try logs.read("out"), err: try logs.read("err"))
    }
}
