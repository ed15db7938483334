/// An error whose facts a `--json` run's document already gives, such as `check`'s findings or
/// `update`'s conflicts: once the document is printed, the error only sets the exit code.
package protocol DocumentedError: Error {
    /// Whether the command's document states this error (not every case of a type may).
    var isStatedByDocument: Bool { get }
}
