import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

/// The modules and services of one run (`module A B C`, `service A B`, `apply`), generated
/// together: one plan, one transaction (all or nothing), each app file edited once, one report.
///
/// Every entry is registered in one pass over the app files (``Registrar/plans(for:)``), so
/// each app file's edit holds every entry's registration.
struct GenerationBatch {
    /// The folder the files' paths are relative to: the project root when the plan is anchored
    /// there, else the output folder every entry shares.
    let root: AbsolutePath
    /// Every entry, in the order given, with its files.
    private(set) var entries: [BatchEntry] = []
    /// The output files of entries that compile in the app as they are (registered, or of a
    /// style without a registry), relative to `root`: the app target's new members.
    private(set) var registeredFiles: [String] = []
    /// The test files of those entries, relative to `root`: the test target's new members.
    private(set) var registeredTestFiles: [String] = []
    /// Per name, the registration lines left to the user.
    private(set) var manual: [(name: String, steps: [ManualRegistration])] = []
    /// The app file edits by path (relative to the project root), with every registration.
    private var edits: [String: PlannedFile] = [:]
    /// The app file edits, one per file, in path order.
    var appFileEdits: [PlannedFile] { edits.keys.sorted().compactMap { edits[$0] } }
    /// The records of the modules and services made in the project (``GenerationRecord``) and
    /// the copies of their templates (``TemplateCopy``).
    var records: [PlannedFile] = []
    /// The entries that are Swift modules of their own, each with whether the app links its
    /// product through the `.xcodeproj`.
    private(set) var packages: [(module: PackagedModule, linksProduct: Bool)] = []
    /// The edit of the manifest whose targets the modules are, with every entry's targets.
    private var manifestEdit: PlannedFile?
    /// The digest of each template the entries were made with, by its origin, worked out once.
    private var templateDigests: [String: String] = [:]
    /// The digests whose template copy the plan holds or the project keeps already.
    private var copiedDigests: Set<String> = []

    /// An empty batch whose files are placed relative to `root`.
    init(root: AbsolutePath) {
        self.root = root
    }

    /// Adds one entry: its rendered `files` (none written when it is left as is), placed in
    /// the plan, and its registration.
    mutating func add(
        _ request: GenerationRequest, files: [RenderedFile], values: MacroValues,
        registration: RegistrationOutcome, leftAsIs: Bool = false
    ) throws {
        let tests =
            files.contains { $0.destination == .tests } ? TestPlacement(for: request) : nil
        var outputFiles: [PlannedFile] = []
        var testFiles: [PlannedFile] = []
        let package = request.modulePackage.map { PackagedModule(module: $0, request: request) }
        if !leftAsIs {
            // A module of its own, or a service of the support module: its files as written
            // there (imports, public entry, tests in the module's test target).
            var files = package?.rendered(files) ?? files
            if let support = request.supportModuleService { files = support.published(files) }
            let folder = prefix(of: request.outputRoot)
            outputFiles = files.filter { $0.destination != .tests }.map {
                PlannedFile(path: folder + $0.path, contents: $0.contents)
            }
            if case .folder(let testsPath) = tests, let project = request.project {
                let folder = prefix(of: project.root) + testsPath + "/"
                testFiles = files.filter { $0.destination == .tests }.map {
                    PlannedFile(path: folder + $0.path, contents: $0.contents)
                }
            }
            if let package, let project = request.project {
                let (manifest, linksProduct) = try ModuleManifestPlan(
                    project: project, fileSystem: request.environment.fileSystem
                ).adding(package.module, over: manifestEdit)
                let placed = PlannedFile(
                    path: prefix(of: project.root) + manifest.path, contents: manifest.contents,
                    intent: manifest.intent)
                if package.module.layout.kind == .packages {
                    outputFiles.append(placed)
                } else {
                    manifestEdit = placed
                }
                packages.append((package, linksProduct))
            } else if request.supportModuleService == nil,
                registration.compilesInTheApp(inProject: request.project != nil)
            {
                registeredFiles += outputFiles.map(\.path)
                registeredTestFiles += testFiles.map(\.path)
            }
        }
        entries.append(
            BatchEntry(
                request: request, registration: registration, tests: tests, leftAsIs: leftAsIs,
                outputFiles: outputFiles, testFiles: testFiles))
        if root == request.project?.root {
            let template = request.template.template
            let digest =
                templateDigests[template.origin] ?? GenerationRecord.templateDigest(of: template)
            templateDigests[template.origin] = digest
            let fileSystem = request.environment.fileSystem
            if let record = try GenerationRecord.planned(
                for: entries[entries.count - 1], values: values, templateDigest: digest,
                fileSystem: fileSystem)
            {
                records.append(record)
                // Entries made with one template share its copy, planned once.
                if copiedDigests.insert(digest).inserted {
                    records += try TemplateCopy.planned(
                        of: template, digest: digest, root: root,
                        fileSystem: fileSystem)
                }
            }
        }
        guard let plan = registration.plan else { return }
        // An app file the registration creates (``MissingAppFiles``) joins the app target.
        for edit in plan.edits where edit.intent == .create && edits[edit.path] == nil {
            registeredFiles.append(edit.path)
        }
        for edit in plan.edits { edits[edit.path] = edit }
        if !plan.manual.isEmpty { manual.append((request.name, plan.manual)) }
    }

    /// The files to write, relative to `root`: every entry's output files, then every entry's
    /// tests, then one edit per app file with every entry's registrations, the manifest's
    /// edit, then the records.
    var files: [PlannedFile] {
        entries.flatMap(\.outputFiles) + entries.flatMap(\.testFiles) + appFileEdits
            + (manifestEdit.map { [$0] } ?? []) + records
    }

    /// `folder`'s path relative to `root`, ending in `/` unless empty.
    private func prefix(of folder: AbsolutePath) -> String {
        guard folder.isDescendantOrSelf(of: root) else {
            preconditionFailure("\(folder) lies outside \(root)")
        }
        return folder == root ? "" : folder.relative(to: root).pathString + "/"
    }
}
