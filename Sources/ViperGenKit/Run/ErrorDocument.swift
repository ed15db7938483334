import ViperGenSystem
import ViperGenText

/// The JSON document a `--json` run prints on standard output when it fails: the error, its
/// exit code, its kind and code (``ErrorName``) and, for a usage error, the usage line, with the
/// notes and warnings kept until then.
package struct ErrorDocument: Encodable {
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
        /// The kind of error its exit code stands for: `usage`, `badInput`, `cannotCreate`, ...
        let kind: String
        /// Which error it is: `usage.unknownOption`, `project.malformedConfig`, ...
        let code: String
        /// For a usage error (exit 64), the command's usage line; absent otherwise.
        let usage: String?
    }

    /// The document of `error`, which exits with `exitCode`, after `messages`; `usage` is
    /// given for a usage error.
    package init(error: Error, exitCode: ExitCode, usage: String?, messages: RunMessages) {
        self.error = Failure(
            message: "\(error)", exitCode: exitCode.rawValue, kind: ErrorName.kind(of: exitCode),
            code: ErrorName.code(of: error), usage: usage)
        notes = messages.notes
        warnings = messages.warnings
    }

    /// The document as JSON text: pretty-printed, keys sorted, a final newline.
    package func json() -> String {
        // Strings, numbers and arrays of strings always encode.
        (try? JSONText.encode(self)) ?? "{\"version\":\(version)}\n"
    }
}
