import Foundation

/// How tests run the built binary as an unprivileged user, since root ignores permissions.
enum UnprivilegedLauncher {
    /// The uid and gid of `nobody`.
    static let nobody = 65_534

    /// The command that runs the rest of the arguments as `nobody`: `[]` when the tests do not
    /// run as root, `setpriv ...` or `runuser ...` when they do, nil if root has neither.
    static var prefix: [String]? {
        if geteuid() != 0 { return [] }
        let fileManager = FileManager.default
        for path in ["/usr/bin/setpriv", "/bin/setpriv"]
        where fileManager.isExecutableFile(atPath: path) {
            return [
                path, "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups",
            ]
        }
        for path in ["/usr/sbin/runuser", "/sbin/runuser"]
        where fileManager.isExecutableFile(atPath: path) {
            return [path, "-u", "nobody", "--"]
        }
        return nil
    }
}
