import Foundation
import ViperGenTestSupport

/// The built `viper-gen` started in the background, so tests can signal it while it runs.
///
/// Started with `posix_spawn` and an empty signal mask: the test runner's threads block
/// SIGINT and SIGTERM, and a child started with `Process` inherits that mask, so it would
/// never see the signals the tests send.
package final class LaunchedBinary {
    /// The process id.
    package let processID: Int32
    private let logs: TemporaryFolder
    private var status: Int32?

    /// Starts `viper-gen <arguments>` in `folder` behind `prefix`, such as setpriv.
    ///
    /// The environment is minimal and its user is `jane`, like the in-process runs, plus
    /// `environment`.
    package init(
        _ arguments: [String], in folder: URL, prefix: [String] = [],
        environment extra: [String: String] = [:]
    ) throws {
        logs = try TemporaryFolder("viper-gen-launch")
        let command =
            ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path] + prefix
            + [RepositoryPaths.executable.path] + arguments
        let environment =
            [
                "PATH=/usr/bin:/bin", "HOME=\(folder.path)", "USER=jane", "LOGNAME=jane",
            ] + extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        processID = try ProcessSpawner.spawn(
            command, environment: environment, stdout: logs.appending("out").path,
            stderr: logs.appending("err").path)
    }

    /// Whether the process has not exited yet (reaps it if it has).
    package var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        if waitpid(processID, &raw, WNOHANG) == processID { status = raw }
        return status == nil
    }

    /// Waits for the process to end and returns how it ended.
    package func wait() -> BinaryOutcome {
        var raw: Int32 = 0
        while status == nil {
            if waitpid(processID, &raw, 0) == processID {
                status = raw
            } else if errno != EINTR {
                status = -1
            }
        }
        let value = status ?? -1
        let signal = value & 0x7F
        let read = { (name: String) in
            (try? String(contentsOf: self.logs.appending(name), encoding: .utf8)) ?? ""
        }
        return BinaryOutcome(
            exitStatus: signal == 0 ? (value >> 8) & 0xFF : nil,
            killingSignal: signal == 0 ? nil : signal, out: read("out"), err: read("err"))
    }

    /// Runs `viper-gen <arguments>` to the end.
    package static func run(
        _ arguments: [String], in folder: URL, prefix: [String] = [],
        environment: [String: String] = [:]
    ) throws -> BinaryOutcome {
        try LaunchedBinary(arguments, in: folder, prefix: prefix, environment: environment).wait()
    }
}
