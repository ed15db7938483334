import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

/// One module, service or project of a `--json` document, and what became of it.
struct GenerationDocumentEntry: Encodable {
    /// `module`, `service` or `project`.
    let kind: String
    /// The name used (UpperCamelCase; a service's ends in `Service`).
    let name: String
    /// `new`, or `leftAsIs` when it existed and `apply` left its files as they are.
    let state: String
    /// The ``RegistrationOutcome``'s name: `registered`, `notApplicable` (a project),
    /// `declined`, `noProject`, `outsideSources`, `noAssembly`, `assemblyMissing` or
    /// `noRegistry`.
    let registration: String
    /// The app files this run edits to register it.
    let registeredIn: [String]
    /// The app files that register it already.
    let alreadyRegisteredIn: [String]
    /// The registration lines left to add by hand, per app file.
    let manual: [Manual]
    /// The ``TestPlacement``'s name: `folder`, `noProject`, `outsideSources` or `noTestTarget`; `none` when the
    /// template has no tests.
    let tests: String
    /// Its files this run writes (output files, then tests); none when left as is.
    let files: [String]

    /// The lines to add to one app file by hand.
    struct Manual: Encodable {
        /// The app file.
        let file: String
        /// Why each place could not be found.
        let reasons: [String]
        /// Each line to add, and where.
        let lines: [Line]
    }

    /// One line to add by hand.
    struct Line: Encodable {
        /// Where it goes: `in enum Views`.
        let place: String
        /// The line.
        let line: String
    }

    /// The entry of `entry`, whose files are relative to `root`, its paths shown as `display`
    /// shows them.
    init(_ entry: BatchEntry, root: AbsolutePath, display: PathDisplay) {
        kind = entry.request.command.rawValue
        name = entry.request.name
        state = entry.leftAsIs ? "leftAsIs" : "new"
        let projectRoot = entry.request.project?.root ?? root
        func shown(_ path: String, in folder: AbsolutePath) -> String {
            display.relative(folder.appending(component: path).pathString)
        }
        let plan = entry.registration.plan ?? RegistrationPlan()
        registration = entry.registration.name
        registeredIn = plan.edits.map { shown($0.path, in: projectRoot) }
        alreadyRegisteredIn = plan.alreadyRegistered.map { shown($0, in: projectRoot) }
        manual = plan.manual.map { registration in
            Manual(
                file: shown(registration.file, in: projectRoot), reasons: registration.reasons,
                lines: registration.steps.map { Line(place: $0.place, line: $0.line) })
        }
        switch entry.tests {
        case .folder: tests = "folder"
        case .noProject: tests = "noProject"
        case .outsideSources: tests = "outsideSources"
        case .noTestTarget: tests = "noTestTarget"
        case nil: tests = "none"
        }
        files = (entry.outputFiles + entry.testFiles).map { shown($0.path, in: root) }
    }
}
