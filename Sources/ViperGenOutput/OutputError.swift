import ViperGenSystem

/// Why planning, checking or writing output failed.
///
/// `description` names the path, the problem and the fix.
public enum OutputError: Error, Equatable, Sendable {
    /// A planned path is unsafe; nothing was touched.
    case unsafePath(path: String, reason: UnsafePathReason)
    /// The output root does not exist or is not a folder (`failure` nil means "not a folder").
    case rootUnavailable(root: String, failure: FileSystemError?)
    /// Existing files or folders conflict with the plan; every conflict is listed.
    case conflicts([FileConflict])
    /// A file-system operation failed for the planned `path`; `root` is shown in the advice.
    case cannotWrite(path: String, root: String, failure: FileSystemError)
    /// A SIGINT or SIGTERM arrived; everything written so far was rolled back.
    case cancelled(signal: Int32)
    /// `cause` happened, then rolling back failed; `stagingFolder` keeps what could not be undone.
    indirect case rollbackIncomplete(
        cause: OutputError, failures: [FileSystemError], stagingFolder: String)

    /// The class of this error, used by the CLI to choose an exit code.
    public var category: OutputErrorCategory {
        switch self {
        case .unsafePath: return .invalidPlan
        case .conflicts: return .conflict
        case .rootUnavailable, .cannotWrite: return .cannotCreate
        case .cancelled: return .cancelled
        case .rollbackIncomplete: return .rollbackIncomplete
        }
    }

    /// For `.cancelled`, the conventional exit status 128 + signal (130 for SIGINT).
    public var signalExitStatus: Int32? {
        if case .cancelled(let signal) = self { return 128 + signal }
        return nil
    }
}
