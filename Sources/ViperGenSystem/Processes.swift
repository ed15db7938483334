#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// This process and others: ids and liveness.
public enum Processes {
    /// The id of this process.
    public static var currentID: Int32 { getpid() }

    /// Whether a process with id `processID` exists (`kill(pid, 0)` succeeds or says EPERM).
    public static func isAlive(_ processID: Int32) -> Bool {
        guard processID > 0 else { return false }
        return kill(processID, 0) == 0 || errno == EPERM
    }

    /// Ends this process by `signalNumber`, with its default action, as if the signal had
    /// arrived while nothing caught it; 128 + the signal if it does not end the process.
    public static func end(bySignal signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        kill(getpid(), signalNumber)
        exit(128 + signalNumber)
    }

    /// Ends this process with `status`, flushing the C library's buffers (`exit`).
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(status)
        #elseif canImport(Glibc)
            Glibc.exit(status)
        #elseif canImport(Musl)
            Musl.exit(status)
        #endif
    }
}
