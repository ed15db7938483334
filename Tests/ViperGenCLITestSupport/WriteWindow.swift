import Foundation

/// Catches a running binary inside its write window: it is stopped (SIGSTOP) repeatedly until
/// a staging folder appears in the output folder, which happens only while the writer has its
/// SIGINT/SIGTERM handler registered; then `signal` is sent and the process continued.
package enum WriteWindow {
    /// The prefix of the writer's staging folders.
    package static let stagingPrefix = ".viper-gen-staging-"

    /// Sends `signal` to `binary` once a staging folder exists directly in `folder`; returns
    /// false if the process ended first.
    package static func signal(
        _ signal: Int32, to binary: LaunchedBinary, whenStagingIn folder: URL
    )
        -> Bool
    {
        let pid = binary.processID
        while binary.isRunning {
            guard kill(pid, SIGSTOP) == 0 else { return false }
            if !stagingFolders(in: folder).isEmpty {
                kill(pid, signal)
                kill(pid, SIGCONT)
                return true
            }
            kill(pid, SIGCONT)
            usleep(100)
        }
        return false
    }

    /// The staging folders directly inside `folder`.
    package static func stagingFolders(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(stagingPrefix) }.sorted()
    }
}
