/// What a successful write did, plus housekeeping done on the way.
public struct WriteSummary: Equatable, Sendable {
    /// Every event, in the order it was reported.
    public var events: [WriteEvent]
    /// What became of interrupted earlier runs found in the root.
    public var recovery: RecoveryReport

    /// Creates a summary.
    public init(events: [WriteEvent], recovery: RecoveryReport = RecoveryReport()) {
        self.events = events
        self.recovery = recovery
    }
}
