/// An error that states the exit code viper-gen ends with when it reports it.
///
/// Every error type the tool can report conforms where it is defined; an error that does not
/// conform exits with ``ExitCode/failure``.
public protocol ExitCodeError: Error {
    /// The process exit code for this error.
    var exitCode: ExitCode { get }
}
