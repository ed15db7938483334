#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a short helper program (such as `git config user.name`) with `posix_spawnp` and reads
/// its standard output: no threads, no run loop, so the answer arrives as soon as the program
/// exits.
public enum Subprocess {
    /// The standard output of `arguments` (found on PATH) run with `environment`.
    ///
    /// Nil when it cannot be started or exits non-zero. Standard error is `/dev/null`, and so
    /// is standard input unless `standardInput` gives a descriptor (a terminal, for `stty`).
    public static func output(
        of arguments: [String], environment: [String: String], standardInput: Int32? = nil
    ) -> [UInt8]? {
        guard let program = arguments.first else { return nil }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp =
            environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
            + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var processID: pid_t = 0
        let started = posix_spawnp(&processID, program, &actions, nil, argv, envp)
        close(writeEnd)
        guard started == 0 else { return nil }
        let output = readToEnd(readEnd)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // Exited (low 7 bits clear) with status 0.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? output : nil
    }

    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return output
            }
        }
    }
}
