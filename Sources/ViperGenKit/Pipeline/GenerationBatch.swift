import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The modules and services of one run (`module A B C`, `service A B`, `apply`), generated
/// together: one plan, one transaction (all or nothing), each app file edited once, one report.
///
/// Every entry is registered in one pass over the app files (``Registrar/plans(for:)``), so
/// each app file's edit holds every entry's registration.
struct GenerationBatch {
    /// The folder the output files' paths are relative to: the project root when the plan is
    /// anchored there, else the output folder every entry shares.
    let root: URL
    /// Every entry, in the order given.
    private(set) var entries: [BatchEntry] = []
    /// The files to write, relative to `root`.
    private(set) var outputFiles: [RenderedFile] = []
    /// The files for the test root, relative to the project root.
    private(set) var testFiles: [PlannedFile] = []
    /// The output files of entries that compile in the app as they are (registered, or of a
    /// style without a registry), relative to `root`: the app target's new members.
    private(set) var registeredFiles: [String] = []
    /// Per name, the registration lines left to the user.
    private(set) var manual: [(name: String, steps: [ManualRegistration])] = []
    /// The app file edits by path (relative to the project root), with every registration.
    private var edits: [String: PlannedFile] = [:]

    /// An empty batch whose files are placed relative to `root`.
    init(root: URL) {
        self.root = root
    }

    /// The requests of `options.names` (the first already resolved as `first`, whose project,
    /// template and macro files the others share); a name given twice is refused.
    static func requests(first: GenerationRequest, options: GenerateOptions) throws
        -> [GenerationRequest]
    {
        var requests = [first]
        for name in options.names.dropFirst() {
            requests.append(try first.named(name))
        }
        var seen: Set<String> = []
        for request in requests where !seen.insert(request.name.lowercased()).inserted {
            throw UsageError(
                "\(request.name) is given twice: each \(first.command.rawValue) of a batch "
                    + "needs its own name.", command: first.command)
        }
        return requests
    }

    /// Adds one entry: its files (none when it is left as is) and its registration.
    mutating func add(
        _ request: GenerationRequest, placement: TestPlacement, registration: RegistrationOutcome,
        leftAsIs: Bool = false
    ) {
        entries.append(
            BatchEntry(
                request: request, registration: registration,
                testsSkipped: placement.skipReason, leftAsIs: leftAsIs))
        if !leftAsIs {
            guard let folder = RelativePaths.path(of: request.outputRoot, inside: root) else {
                preconditionFailure("\(request.outputRoot.path) lies outside \(root.path)")
            }
            let files = placement.outputFiles.map {
                RenderedFile(
                    path: folder.isEmpty ? $0.path : folder + "/" + $0.path, contents: $0.contents)
            }
            outputFiles += files
            testFiles += placement.testFiles
            if registration.compilesInTheApp { registeredFiles += files.map(\.path) }
        }
        guard let plan = registration.plan else { return }
        for edit in plan.edits { edits[edit.path] = edit }
        if !plan.manual.isEmpty { manual.append((request.name, plan.manual)) }
    }

    /// One edit per app file, with every entry's registrations, relative to the project root.
    var appFileEdits: [PlannedFile] {
        edits.keys.sorted().compactMap { edits[$0] }
    }

    /// The closing advice of `module` and `service`: the single name's, or a summary of the
    /// batch.
    func nextSteps() -> String {
        guard let first = entries.first else { return "" }
        guard entries.count > 1 else {
            return NextSteps.text(
                for: first.request, registration: first.registration,
                testsSkipped: first.testsSkipped)
        }
        let names = entries.map(\.request.name).joined(separator: ", ")
        let command = first.request.command.rawValue
        if case .registered = first.registration, manual.isEmpty {
            return
                "Next steps: the \(entries.count) \(command)s are registered in the app: \(names)."
        }
        return NextSteps.text(
            for: first.request, registration: first.registration,
            testsSkipped: first.testsSkipped)
            + "\nThe same applies to every \(command) of this run: \(names)."
    }
}
