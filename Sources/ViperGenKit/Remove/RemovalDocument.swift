import ViperGenOutput

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document `remove --json` prints: the files deleted and edited, and for each module
/// or service what went (its files, its registrations) and what is left to delete by hand.
///
/// Every key but `entries[].record` is always present; docs/reference.md describes each.
struct RemovalDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// `remove`.
    let command = "remove"
    /// Whether `--dry-run` was given: nothing was written.
    let dryRun: Bool
    /// `written` or `planned`.
    let outcome: String
    /// Every file the run deletes or edits, with its disposition.
    let files: [RunDocumentFile]
    /// Each module or service removed, in the order named.
    let entries: [Entry]
    /// The notes that would be printed on standard error without `--json`.
    let notes: [String]
    /// The warnings that would be printed on standard error without `--json`.
    let warnings: [String]

    /// One module or service removed.
    struct Entry: Encodable {
        /// `module` or `service`.
        let kind: String
        /// Its name.
        let name: String
        /// Its record, deleted with it; absent for one `--force` removes without a record.
        let record: String?
        /// Its files deleted (those still there).
        let files: [String]
        /// Its recorded files that were gone already.
        let alreadyGone: [String]
        /// The app files its registrations are taken out of.
        let unregisteredFrom: [String]
        /// The registration lines left to delete by hand, per app file.
        let manual: [GenerationDocumentEntry.Manual]
    }

    /// The document of removing `subjects` as `plan` says, checked as `checked`; paths as
    /// `display` gives them to documents.
    init(
        subjects: [RemovalSubject], plan: RemovalPlan, checked: CheckedOutputPlan, dryRun: Bool,
        messages: RunMessages, display: PathDisplay
    ) {
        let root = checked.plan.rootDirectory
        let path = { (relative: String) in
            display.relative(checked.plan.rootDirectory.appending(component: relative))
        }
        self.dryRun = dryRun
        outcome = RunDocument.outcome(of: checked, dryRun: dryRun)
        files = RunDocument.files(of: checked, display: display, dryRun: dryRun)
        entries = subjects.enumerated().map { index, subject in
            Entry(
                kind: subject.kind.rawValue, name: subject.name,
                record: subject.record.map { path($0.path) },
                files: subject.files.map { path($0.path) }, alreadyGone: subject.missing.map(path),
                unregisteredFrom: plan.registrations.removedFrom[index].map(path),
                manual: plan.registrations.manual[index].map {
                    GenerationDocumentEntry.Manual($0, root: root, display: display)
                })
        }
        notes = messages.notes
        warnings = messages.warnings
    }
}
