/// The JSON document a `--json` run prints on standard error when it fails: the error, its exit
/// code and, for a usage error, the usage line, with the notes and warnings kept until then.
public struct ErrorDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// What went wrong.
    let error: Failure
    /// The notes given before the error.
    let notes: [String]
    /// The warnings given before the error.
    let warnings: [String]

    /// The error itself.
    struct Failure: Encodable {
        /// The message that would follow `Error:` without `--json`.
        let message: String
        /// The process's exit code.
        let exitCode: Int32
        /// For a usage error (exit 64), the command's usage line; absent otherwise.
        let usage: String?
    }

    /// The document of an error that says `message` and exits with `exitCode`, after
    /// `messages`; `usage` is given for a usage error.
    public init(message: String, exitCode: Int32, usage: String?, messages: RunMessages) {
        error = Failure(message: message, exitCode: exitCode, usage: usage)
        notes = messages.notes
        warnings = messages.warnings
    }

    /// The document as JSON text: pretty-printed, keys sorted, a final newline.
    public func json() -> String {
        // Strings, numbers and arrays of strings always encode.
        (try? JSONText.encode(self)) ?? "{\"version\":\(version)}\n"
    }
}
