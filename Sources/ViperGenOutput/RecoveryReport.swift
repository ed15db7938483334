import ViperGenSystem

/// What recovering the staging folders of interrupted runs did, one entry per folder.
package struct RecoveryReport: Equatable, Sendable {
    /// What became of one interrupted run.
    package enum Outcome: Equatable, Sendable {
        /// It had changed nothing outside its staging folder, which was removed.
        case discarded
        /// It had started renaming into place; the remaining renames were made.
        case completed
        /// It was undoing its renames (or could not be completed); the undo was finished.
        case rolledBack
        /// A staging folder without a journal (an older viper-gen) still holds backups of
        /// replaced files; it is kept, since they may be the only copy.
        case keptBackups
    }

    /// One interrupted run's staging folder and what was done about it.
    package struct Entry: Equatable, Sendable {
        /// The absolute path of the staging folder.
        package var folder: AbsolutePath
        /// What was done.
        package var outcome: Outcome
        /// The files and folders it wrote, deleted or restored, relative to its output root.
        package var paths: [String]

        /// Creates an entry.
        package init(folder: AbsolutePath, outcome: Outcome, paths: [String] = []) {
            self.folder = folder
            self.outcome = outcome
            self.paths = paths
        }
    }

    /// One entry per staging folder found, in name order.
    package var entries: [Entry] = []

    /// Creates a report.
    package init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Staging folders removed because their run had changed nothing.
    package var removed: [AbsolutePath] { folders(.discarded) }
    /// Staging folders kept because they hold backups (older viper-gen).
    package var kept: [AbsolutePath] { folders(.keptBackups) }

    private func folders(_ outcome: Outcome) -> [AbsolutePath] {
        entries.filter { $0.outcome == outcome }.map(\.folder)
    }
}
