import ViperGenOutput
import ViperGenProject

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document `init --json` prints: the settings it wrote (or would write), why each was
/// chosen, the config file and the records with their dispositions, the notes, warnings and the
/// outcome.
///
/// Every key is always present; docs/reference.md describes each ("JSON output").
struct InitDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// `init`.
    let command = "init"
    /// Whether `--dry-run` was given: nothing was written.
    let dryRun: Bool
    /// `written`, `unchanged` or `planned` (a dry run).
    let outcome: String
    /// The config file and the settings in it.
    let config: Config
    /// Each setting decided, with its value and why.
    let findings: [Finding]
    /// The config file and the records of the modules and services found, with their
    /// ``FileDisposition``s.
    let files: [RunDocumentFile]
    /// The notes that would be printed on standard error without `--json`.
    let notes: [String]
    /// The warnings that would be printed on standard error without `--json`.
    let warnings: [String]

    /// The config file `init` writes.
    struct Config: Encodable {
        /// `.viper-gen.json` in the app's folder, shown relative to the current folder.
        let file: String
        /// Its settings, as the file holds them.
        let settings: ProjectConfig
    }

    /// One setting decided.
    struct Finding: Encodable {
        /// The setting, as the report names it: `project name`, `sources`, ...
        let setting: String
        /// Its value.
        let value: String
        /// Why: `from --project-name`, `the only app target`, ...
        let reason: String
    }

    /// The document of `settings`, written (or, `dryRun`, to be written) into `folder` as
    /// `checked` says, with the `messages` kept while `init` ran.
    init(
        settings: InitSettings, checked: CheckedOutputPlan, dryRun: Bool, messages: RunMessages,
        display: PathDisplay
    ) {
        self.dryRun = dryRun
        outcome = RunDocument.outcome(of: checked, dryRun: dryRun)
        let folder = checked.plan.rootDirectory
        config = Config(
            file: display.relative(folder.appending(component: ProjectConfig.fileName)),
            settings: settings.config)
        findings = settings.findings.map {
            Finding(setting: $0.setting, value: $0.value, reason: $0.reason)
        }
        files = RunDocument.files(of: checked, display: display, dryRun: dryRun)
        notes = messages.notes
        warnings = messages.warnings
    }
}
