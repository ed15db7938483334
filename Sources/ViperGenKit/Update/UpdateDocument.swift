import ViperGenOutput
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document `update --json` prints: the files written, each module or service
/// updated with what became of each of its files, and the files left with conflicts.
///
/// Every key is always present; docs/reference.md describes each.
struct UpdateDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// `update`.
    let command = "update"
    /// Whether `--dry-run` was given: nothing was written.
    let dryRun: Bool
    /// `written`, `unchanged`, `planned` or `nothingToDo` (every template as it was).
    let outcome: String
    /// Every file the run writes, deletes or edits (records and template copies included).
    let files: [RunDocumentFile]
    /// Each module or service whose template changed.
    let entries: [Entry]
    /// The files written with conflict markers (or, not text, kept as the user left them):
    /// the run exits 1 when there are any, and not for a dry run.
    let conflicts: [String]
    /// The notes that would be printed on standard error without `--json`.
    let notes: [String]
    /// The warnings that would be printed on standard error without `--json`.
    let warnings: [String]

    /// One module or service updated.
    struct Entry: Encodable {
        /// `module` or `service`.
        let kind: String
        /// Its name.
        let name: String
        /// Each of its files that changes, in path order.
        let changes: [Change]
    }

    /// What `update` does to one file.
    struct Change: Encodable {
        /// The file.
        let path: String
        /// `updated`, `merged`, `conflict`, `binaryConflict`, `added`, `removed`, `keptEdited`
        /// or `leftDeleted`.
        let change: String
    }

    /// The document of `updates`, written as `checked` says (nil: nothing to do), their paths
    /// relative to `root` given as `display` gives them to documents.
    init(
        updates: [SubjectUpdate], checked: CheckedOutputPlan?, root: AbsolutePath, dryRun: Bool,
        messages: RunMessages, display: PathDisplay
    ) {
        let path = { (relative: String) in
            display.relative(root.appending(component: relative))
        }
        self.dryRun = dryRun
        outcome = checked.map { RunDocument.outcome(of: $0, dryRun: dryRun) } ?? "nothingToDo"
        files = checked.map { RunDocument.files(of: $0, display: display, dryRun: dryRun) } ?? []
        entries = updates.map { update in
            Entry(
                kind: update.kind.rawValue, name: update.name,
                changes: update.changes.map {
                    Change(path: path($0.path), change: Self.name(of: $0.update))
                })
        }
        conflicts = updates.flatMap(\.conflicts).map(path)
        notes = messages.notes
        warnings = messages.warnings
    }

    /// The name `change` has in the document.
    private static func name(of change: FileUpdate) -> String {
        switch change {
        case .replaced: return "updated"
        case .merged: return "merged"
        case .conflicted: return "conflict"
        case .binaryConflict: return "binaryConflict"
        case .added: return "added"
        case .removed: return "removed"
        case .keptEdited: return "keptEdited"
        case .leftDeleted: return "leftDeleted"
        }
    }
}
