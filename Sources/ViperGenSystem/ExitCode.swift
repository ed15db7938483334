/// The process exit codes, following sysexits.h.
public enum ExitCode: Int32, Sendable, CaseIterable {
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
    /// EX_IOERR: the work was done, but the report could not be written to stdout or stderr
    /// (a closed pipe, a full disk).
    case outputFailed = 74
    /// EX_TEMPFAIL: another run held the folder's lock for the whole timeout; try again.
    case busy = 75
    /// Hung up by SIGHUP (128 + 1): the terminal closed; everything written was rolled back.
    case hungUp = 129
    /// Interrupted by SIGINT (128 + 2); everything written was rolled back.
    case interrupted = 130
    /// Quit by SIGQUIT (128 + 3); everything written was rolled back.
    case quit = 131
    /// Terminated by SIGTERM (128 + 15); everything written was rolled back.
    case terminated = 143
}
