import ViperGenSystem

/// Why planning, checking or writing output failed.
///
/// `description` names the path, the problem and the fix.
package enum OutputError: Error, Equatable, Sendable {
    /// Broad classes of output errors, which choose the exit code.
    package enum Category: Equatable, Sendable {
        /// The plan itself is unusable (unsafe or duplicate paths); a bug or bad input.
        case invalidPlan
        /// Existing files or folders prevent the write (the CLI exits with 73).
        case conflict
        /// The output could not be created: permissions, disk full, missing root (exit 73).
        case cannotCreate
        /// SIGINT/SIGTERM interrupted the write and it was rolled back (exit 128 + signal).
        case cancelled
        /// A failure happened and the rollback could not undo everything.
        case rollbackIncomplete
    }

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
    /// An interrupted earlier run could be neither completed nor undone; its staging folder
    /// is kept.
    case recoveryFailed(stagingFolder: String, failures: [FileSystemError])

    /// The class of this error, which chooses its exit code.
    package var category: Category {
        switch self {
        case .unsafePath: return .invalidPlan
        case .conflicts: return .conflict
        case .rootUnavailable, .cannotWrite: return .cannotCreate
        case .cancelled: return .cancelled
        case .rollbackIncomplete, .recoveryFailed: return .rollbackIncomplete
        }
    }

    /// For `.cancelled`, the conventional exit status 128 + signal (130 for SIGINT).
    package var signalExitStatus: Int32? {
        if case .cancelled(let signal) = self { return 128 + signal }
        return nil
    }
}

extension OutputError: ExitCodeError {
    /// The exit code by the error's category; a link on disk that leads out of the output folder
    /// is a problem with the destination (73), not with the template (65).
    package var exitCode: ExitCode {
        if case .unsafePath(_, .symbolicLinkOutsideRoot) = self { return .cannotCreate }
        switch category {
        case .conflict, .cannotCreate: return .cannotCreate
        case .cancelled: return signalExitStatus.flatMap(ExitCode.init(rawValue:)) ?? .interrupted
        case .invalidPlan: return .badTemplate
        case .rollbackIncomplete: return .failure
        }
    }
}
