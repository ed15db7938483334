import ViperGenOutput
import ViperGenTemplates

/// Everything updating one module or service comes to: its files of the transaction and
/// what to report.
struct SubjectUpdate {
    /// `module` or `service`.
    let kind: ScaffoldKind
    /// The module or service name.
    let name: String
    /// The template's digest before and after.
    let digests: (old: String, new: String)
    /// The edits, creations and deletions of its files and the rewritten record, relative to
    /// the project root.
    var files: [PlannedFile] = []
    /// Each file that changes, with what happens to it, in path order.
    var changes: [(path: String, update: FileUpdate)] = []
    /// The files added, outside the test folder and inside it, for the Xcode project.
    var added: (files: [String], tests: [String]) = ([], [])
    /// The files deleted, for the Xcode project.
    var removed: [String] = []

    /// The files left with conflicts.
    var conflicts: [String] { changes.filter { $0.update.isConflict }.map(\.path) }
}
