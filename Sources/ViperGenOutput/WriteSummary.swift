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

    /// Paths of files created, overwritten or updated.
    public var writtenFiles: [String] {
        events.compactMap { event in
            switch event {
            case .createdFile(let path), .overwroteFile(let path), .updatedFile(let path):
                return path
            default: return nil
            }
        }
    }

    /// Whether the write changed nothing on disk (everything unchanged or skipped).
    public var changedNothing: Bool {
        events.allSatisfy { event in
            switch event {
            case .unchangedFile, .skippedFile: return true
            default: return false
            }
        }
    }
}
