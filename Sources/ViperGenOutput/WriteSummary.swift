/// What a successful write did, plus housekeeping done on the way.
package struct WriteSummary: Equatable, Sendable {
    /// Every event, in the order it was reported.
    package var events: [WriteEvent]
    /// What became of interrupted earlier runs found in the root.
    package var recovery: RecoveryReport

    /// Creates a summary.
    package init(events: [WriteEvent], recovery: RecoveryReport = RecoveryReport()) {
        self.events = events
        self.recovery = recovery
    }
}
