import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The names given to one `module` or `service` command, generated together: one plan, one
/// transaction (all or nothing), each app file edited once, one report.
///
/// Each name is registered in the app files as the names before it left them (an overlay of
/// the edited texts), so the final edits hold every registration.
struct GenerationBatch {
    /// One request per name, in command-line order.
    let requests: [GenerationRequest]
    /// The app files as the registrations so far left them.
    let overlay: OverlayFileSystem
    private let base: any FileSystem
    /// Every name's files for the output folder.
    private(set) var outputFiles: [RenderedFile] = []
    /// Every name's files for the test root.
    private(set) var testFiles: [PlannedFile] = []
    /// Per name, the registration lines left to the user.
    private(set) var manual: [(name: String, steps: [ManualRegistration])] = []
    private var outcomes: [RegistrationOutcome] = []
    private var skipReasons: [String?] = []

    /// The batch of `options.names` (the first already resolved as `first`).
    init(first: GenerationRequest, options: GenerateOptions, environment: RunEnvironment) throws {
        var requests = [first]
        for name in options.names.dropFirst() {
            var single = options
            single.name = name
            requests.append(
                try GenerationRequest.resolve(
                    command: first.command, options: single, environment: environment))
        }
        var seen: Set<String> = []
        for request in requests where !seen.insert(request.name.lowercased()).inserted {
            throw UsageError(
                "\(request.name) is given twice: each \(first.command.rawValue) of a batch "
                    + "needs its own name.", command: first.command)
        }
        self.requests = requests
        self.base = environment.fileSystem
        self.overlay = OverlayFileSystem(base: environment.fileSystem)
    }

    /// Adds one name's files and registration.
    mutating func add(placement: TestPlacement, registration: RegistrationOutcome) {
        let request = requests[outcomes.count]
        outputFiles += placement.outputFiles
        testFiles += placement.testFiles
        outcomes.append(registration)
        skipReasons.append(placement.skipReason)
        guard let plan = registration.plan, let project = request.project else { return }
        for edit in plan.edits {
            overlay.override(
                project.root.appendingPathComponent(edit.path).path, with: edit.contents)
        }
        if !plan.manual.isEmpty { manual.append((request.name, plan.manual)) }
    }

    /// How the first name was registered (the names share the project and output folder).
    var registration: RegistrationOutcome { outcomes.first ?? .notApplicable }

    /// One edit per app file, with every name's registrations, relative to the project root.
    func appFileEdits() throws -> [PlannedFile] {
        guard let project = requests.first?.project else { return [] }
        return try overlay.changes.map { change in
            PlannedFile(
                path: RelativePaths.path(
                    of: URL(fileURLWithPath: change.path), inside: project.root) ?? change.path,
                contents: change.contents,
                intent: .edit(original: try base.readFile(at: change.path)))
        }
    }

    /// The closing advice: the single name's, or a summary of the batch.
    func nextSteps() -> String {
        guard requests.count > 1, let first = requests.first else {
            return requests.first.map {
                NextSteps.text(
                    for: $0, registration: registration, testsSkipped: skipReasons.first ?? nil)
            } ?? ""
        }
        let names = requests.map(\.name).joined(separator: ", ")
        let kind = first.command.rawValue + "s"
        if case .registered = registration, manual.isEmpty {
            return "Next steps: the \(requests.count) \(kind) are registered in the app: \(names)."
        }
        return NextSteps.text(
            for: first, registration: registration, testsSkipped: skipReasons.first ?? nil)
            + "\nThe same applies to every \(first.command.rawValue) of this run: \(names)."
    }
}
