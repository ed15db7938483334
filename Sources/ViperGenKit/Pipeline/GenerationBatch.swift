import Foundation
import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

/// The names given to one `module` or `service` command, generated together: one plan, one
/// transaction (all or nothing), each app file edited once, one report.
///
/// Every name is registered in one pass over the app files (``Registrar/plans(for:)``), so
/// each app file's edit holds every name's registration.
struct GenerationBatch {
    /// One request per name, in command-line order.
    let requests: [GenerationRequest]
    /// Every name's files for the output folder.
    private(set) var outputFiles: [RenderedFile] = []
    /// Every name's files for the test root.
    private(set) var testFiles: [PlannedFile] = []
    /// Per name, the registration lines left to the user.
    private(set) var manual: [(name: String, steps: [ManualRegistration])] = []
    private var outcomes: [RegistrationOutcome] = []
    private var skipReasons: [String?] = []
    /// The app file edits by path (relative to the project root), with every registration.
    private var edits: [String: PlannedFile] = [:]

    /// The batch of `options.names` (the first already resolved as `first`).
    init(first: GenerationRequest, options: GenerateOptions) throws {
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
        self.requests = requests
    }

    /// Adds one name's files and registration.
    mutating func add(placement: TestPlacement, registration: RegistrationOutcome) {
        let request = requests[outcomes.count]
        outputFiles += placement.outputFiles
        testFiles += placement.testFiles
        outcomes.append(registration)
        skipReasons.append(placement.skipReason)
        guard let plan = registration.plan else { return }
        for edit in plan.edits { edits[edit.path] = edit }
        if !plan.manual.isEmpty { manual.append((request.name, plan.manual)) }
    }

    /// How the first name was registered (the names share the project and output folder).
    var registration: RegistrationOutcome { outcomes.first ?? .notApplicable }

    /// One edit per app file, with every name's registrations, relative to the project root.
    var appFileEdits: [PlannedFile] {
        edits.keys.sorted().compactMap { edits[$0] }
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
