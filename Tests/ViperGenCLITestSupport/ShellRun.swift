import Foundation
import ViperGenTestSupport

/// A bash script run with the built binary as `$0`, for pipelines and limits a test cannot
/// set up with a plain launch; stdout and stderr are the script's.
package enum ShellRun {
    /// Runs `script` in `folder` and returns how it ended.
    package static func run(_ script: String, in folder: URL) throws -> BinaryOutcome {
        let logs = try TemporaryFolder("viper-gen-shell")
        let processID = try ProcessSpawner.spawn(
            [
                "/bin/bash", "-c", "cd \"$1\" && " + script, RepositoryPaths.executable.path,
                folder.path,
            ],
            environment: ["PATH=/usr/bin:/bin", "HOME=\(folder.path)", "USER=jane"],
            stdout: logs.path("out"), stderr: logs.path("err"))
        var raw: Int32 = 0
        while waitpid(processID, &raw, 0) != processID && errno == EINTR {}
        let read = { (name: String) in (try? logs.read(name)) ?? "" }
        let signal = raw & 0x7F
        return BinaryOutcome(
            exitStatus: signal == 0 ? (raw >> 8) & 0xFF : nil,
            killingSignal: signal == 0 ? nil : signal, out: read("out"), err: read("err"))
    }
}
