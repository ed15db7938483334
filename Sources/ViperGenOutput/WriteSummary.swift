/// What a successful write did, plus housekeeping done on the way.
public struct WriteSummary: Equatable, Sendable {
    /// Every event, in the order it was reported.
    public var events: [WriteEvent]
    /// Stale staging folders of dead earlier runs that were found in the root.
    public var staleStagingCleanup: StaleStagingReport

    /// Creates a summary.
    public init(events: [WriteEvent], staleStagingCleanup: StaleStagingReport) {
        self.events = events
        self.staleStagingCleanup = staleStagingCleanup
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
