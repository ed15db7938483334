/// What the writer will do with one planned file, decided by the check stage.
package enum FileDisposition: Equatable, Sendable {
    /// Nothing exists at the path; the file is created.
    case create
    /// A different file exists and the policy allows replacing it.
    case overwrite
    /// An `.edit` whose original still matches the file on disk; the file is updated.
    case update
    /// A `.delete` whose original still matches the file on disk; the file is deleted.
    case delete
    /// The file on disk already has exactly these bytes; it is never rewritten.
    case unchanged
    /// A different file exists and the policy is `.skipExisting`.
    case skip
    /// The file cannot be written; see the reason.
    case conflict(FileConflict.Reason)
}
