import ViperGenOutput
import ViperGenProject
import ViperGenText

/// The JSON document `--json` prints for `module`, `service`, `project` and `apply`: the files
/// with their dispositions, each module, service or project with its registration, the
/// registration edits, the Xcode project edits, the notes and warnings, and the outcome.
///
/// Every key is always present; docs/reference.md describes each ("JSON output").
struct GenerationDocument: Encodable {
    /// The shape this version prints.
    let version = RunDocument.version
    /// `module`, `service`, `project` or `apply`.
    let command: String
    /// Whether `--dry-run` was given: nothing was written.
    let dryRun: Bool
    /// `written`, `unchanged`, `planned` (a dry run) or `nothingToDo` (an empty spec).
    let outcome: String
    /// Every file the run writes (or would write), with its ``FileDisposition``.
    let files: [RunDocumentFile]
    /// Each module, service or project of the run, in order.
    let entries: [GenerationDocumentEntry]
    /// Each app file the registrations edit, once, with what they add to it.
    let registrationEdits: [RegistrationEditDocument]
    /// The new files' membership in the app's Xcode targets: the app target's, then the
    /// unit-test target's.
    let xcodeEdits: [XcodeEditDocument]
    /// The notes that would be printed on standard error without `--json`.
    let notes: [String]
    /// The warnings that would be printed on standard error without `--json`.
    let warnings: [String]

    /// The document of `result`, a run of `command`, with its paths shown as `display` shows
    /// them and the `messages` kept while it ran.
    init(
        command: String, dryRun: Bool, result: GenerationResult?, messages: RunMessages,
        display: PathDisplay
    ) {
        self.command = command
        self.dryRun = dryRun
        notes = messages.notes
        warnings = messages.warnings
        guard let result else {
            outcome = "nothingToDo"
            files = []
            entries = []
            registrationEdits = []
            xcodeEdits = []
            return
        }
        let checked = result.checked
        outcome = RunDocument.outcome(of: checked, dryRun: dryRun)
        files = RunDocument.files(of: checked, display: display, dryRun: dryRun)
        let root = checked.plan.rootDirectory
        let batchRoot = result.batch.root
        entries = result.batch.entries.map {
            GenerationDocumentEntry($0, root: batchRoot, display: display)
        }
        registrationEdits = RegistrationEditDocument.edits(
            of: result.batch.entries, root: batchRoot, display: display)
        xcodeEdits =
            result.xcode.map { XcodeEditDocument.edits(of: $0, root: root, display: display) }
            ?? []
    }

    /// Prints the document of `result` (nil for an empty spec), a run of `command` with
    /// `flags`, on `console`'s standard output, with the notes and warnings it kept.
    static func print(
        command: String, flags: GenerationFlags, result: GenerationResult?, console: Console,
        display: PathDisplay
    ) throws {
        let document = GenerationDocument(
            command: command, dryRun: flags.dryRun, result: result,
            messages: console.messages?.value ?? RunMessages(), display: display)
        console.document(try JSONText.encode(document))
    }
}
