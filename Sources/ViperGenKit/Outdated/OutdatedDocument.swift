import ViperGenOutput
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document `outdated --json` prints: how many modules and services are recorded, and
/// each whose template changed since it made them (or is no longer found).
///
/// Every key but `outdated[].missingTemplate` is always present; docs/reference.md describes
/// each.
struct OutdatedDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// `outdated`.
    let command = "outdated"
    /// How many modules and services the project records.
    let recorded: Int
    /// Each one whose template is not the one that made it, modules first, by name.
    let outdated: [Entry]
    /// The notes that would be printed on standard error without `--json`.
    let notes: [String]
    /// The warnings that would be printed on standard error without `--json`.
    let warnings: [String]

    /// One outdated module or service.
    struct Entry: Encodable {
        /// `module` or `service`.
        let kind: String
        /// Its name.
        let name: String
        /// The template that made it, as recorded.
        let template: String
        /// The viper-gen version that made it.
        let toolVersion: String
        /// Why the template is no longer found; absent when it is found (and changed).
        let missingTemplate: String?
        /// Its recorded files that differ from what viper-gen wrote, or are gone.
        let editedFiles: [String]
        /// Whether the project keeps the template version that made it, which `update`
        /// merges from.
        let templateCopyKept: Bool
    }

    /// The document of `findings` among `recorded` modules and services of the project at
    /// `root`, paths as `display` gives them to documents.
    init(
        findings: [OutdatedFinding], recorded: Int, root: AbsolutePath, messages: RunMessages,
        display: PathDisplay
    ) {
        self.recorded = recorded
        outdated = findings.map { finding in
            Entry(
                kind: finding.kind, name: finding.name, template: finding.template,
                toolVersion: finding.toolVersion, missingTemplate: finding.missingTemplate,
                editedFiles: finding.editedFiles.map {
                    display.relative(root.appending(component: $0))
                }, templateCopyKept: finding.hasTemplateCopy)
        }
        notes = messages.notes
        warnings = messages.warnings
    }
}
