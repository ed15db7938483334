import Foundation

/// Starts a process with `posix_spawn`, default signal handling and an empty signal mask.
package enum ProcessSpawner {
    /// Starts `command` (an absolute executable path and its arguments) with stdin from
    /// /dev/null and stdout and stderr written to the files `stdout` and `stderr`.
    package static func spawn(
        _ command: [String], environment: [String], stdout: String, stderr: String
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in arguments + variables { free(pointer) }
        }
        var processID: pid_t = 0
        let result = posix_spawn(
            &processID, command[0], &actions, &attributes, arguments, variables)
        guard result == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO)
        }
        return processID
    }
}
