import ViperGenSystem

/// The run's report could not be written to standard output (a closed pipe, a full disk),
/// though the command itself succeeded.
struct ReportWriteError: ExitCodeError, CustomStringConvertible {
    /// Whether the command wrote files (`module`, `service`, `project`, `apply`), which the
    /// message then says were written.
    let wroteFiles: Bool

    var exitCode: ExitCode { .outputFailed }

    var description: String {
        "the report could not be written to standard output (closed pipe or full disk)."
            + (wroteFiles ? " The command itself succeeded; its files were written." : "")
    }
}
