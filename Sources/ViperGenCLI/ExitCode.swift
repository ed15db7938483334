/// The process exit codes, following sysexits.h.
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// Anything not covered below.
    case failure = 1
    /// EX_USAGE: a bad command line (unknown flag, missing or refused name).
    case usage = 64
    /// EX_DATAERR: a bad template.
    case badTemplate = 65
    /// EX_CANTCREAT: a conflict with existing files, or a file that cannot be created.
    case cannotCreate = 73
    /// Interrupted by SIGINT (128 + 2); everything written was rolled back.
    case interrupted = 130
    /// Terminated by SIGTERM (128 + 15); everything written was rolled back.
    case terminated = 143
}
