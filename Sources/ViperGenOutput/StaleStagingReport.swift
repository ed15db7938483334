/// The outcome of looking for staging folders left behind by dead runs.
public struct StaleStagingReport: Equatable, Sendable {
    /// Absolute paths of stale staging folders that were removed.
    public var removed: [String]
    /// Absolute paths of stale staging folders kept because they hold backups of originals
    /// (or could not be removed); the user should inspect them.
    public var kept: [String]

    /// Creates a report.
    public init(removed: [String] = [], kept: [String] = []) {
        self.removed = removed
        self.kept = kept
    }
}
