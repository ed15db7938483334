import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document `rename --json` prints: the files deleted, created and edited, each
/// recorded file's move, the app files whose registrations changed, the lines left to change by
/// hand, and the other code that names the old types.
///
/// Every key is always present; docs/reference.md describes each.
struct RenameDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// `rename`.
    let command = "rename"
    /// Whether `--dry-run` was given: nothing was written.
    let dryRun: Bool
    /// `written` or `planned`.
    let outcome: String
    /// `module` or `service`.
    let kind: String
    /// The old name, as recorded.
    let oldName: String
    /// The new name, normalised as `module` or `service` would.
    let newName: String
    /// Every file the run deletes, creates or edits, with its disposition.
    let files: [RunDocumentFile]
    /// Each recorded file's old and new path.
    let moves: [Move]
    /// The app files whose registrations are renamed.
    let registrationEdits: [String]
    /// The registration lines left to change by hand: the old name's to delete, the new
    /// name's to add.
    let manual: [GenerationDocumentEntry.Manual]
    /// The uses of the old types in the app's other files: rewritten with `--everywhere`
    /// (`otherUsesRewritten`), else left for the user.
    let otherUses: [Use]
    /// Whether `--everywhere` rewrote `otherUses`.
    let otherUsesRewritten: Bool
    /// The notes that would be printed on standard error without `--json`.
    let notes: [String]
    /// The warnings that would be printed on standard error without `--json`.
    let warnings: [String]

    /// One recorded file's move.
    struct Move: Encodable {
        /// Its path before.
        let from: String
        /// Its path after.
        let to: String
    }

    /// One line of another file that names an old type.
    struct Use: Encodable {
        /// The file.
        let file: String
        /// The line, from 1.
        let line: Int
        /// The old type it names.
        let type: String
    }

    /// The document of renaming a `kind` as `change` says, planned as `plan` and checked as
    /// `checked`, with `outside`'s other uses; paths as `display` gives them to documents.
    init(
        kind: ScaffoldKind, change: NameChange, plan: RenamePlan, outside: OutsideUses,
        checked: CheckedOutputPlan, options: RenameOptions, messages: RunMessages,
        display: PathDisplay
    ) {
        let root = checked.plan.rootDirectory
        let path = { (relative: String) in
            display.relative(AbsolutePath(relative, relativeTo: checked.plan.rootDirectory))
        }
        dryRun = options.dryRun
        outcome = RunDocument.outcome(of: checked, dryRun: options.dryRun)
        self.kind = kind.rawValue
        oldName = change.old
        newName = change.new
        files = RunDocument.files(of: checked, display: display, dryRun: options.dryRun)
        moves = plan.moves.map { Move(from: path($0.old), to: path($0.new)) }
        registrationEdits = Array(Set(plan.registration.edits.map(\.path))).sorted().map(path)
        manual = ((plan.unregistration.manual.first ?? []) + plan.registration.manual).map {
            GenerationDocumentEntry.Manual($0, root: root, display: display)
        }
        otherUses = outside.files.flatMap { file in
            file.uses.map { Use(file: path(file.path), line: $0.line + 1, type: $0.type) }
        }
        otherUsesRewritten = options.everywhere
        notes = messages.notes
        warnings = messages.warnings
    }
}
