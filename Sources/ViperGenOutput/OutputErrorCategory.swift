/// Broad classes of `OutputError`, so the CLI can pick an exit code.
public enum OutputErrorCategory: Equatable, Sendable {
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
