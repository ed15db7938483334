import ViperGenProject
import ViperGenSystem

/// Whether a module or service was registered in the app, or why not.
enum RegistrationOutcome: Equatable {
    /// The registration edits (and any lines left to the user).
    case registered(RegistrationPlan)
    /// A project: it registers its own Main module.
    case notApplicable
    /// `--no-register` was given.
    case declined
    /// There is no viper-gen project around the current folder.
    case noProject
    /// The output folder lies outside the app's source folder (given here), so the app target
    /// would not compile the files and a registration would break the build.
    case outsideSources(AbsolutePath)
    /// The template made no `<Name>Assembly.swift` (named here), which every registration
    /// refers to, so registering would break the build.
    case noAssembly(template: String, file: String)
    /// It exists and is left as is (`apply`), but the file every registration refers to
    /// (`<Name>Assembly.swift`, where the template puts it) is not there.
    case assemblyMissing(file: AbsolutePath)
    /// The style has no registry: the module is opened by code the user writes.
    case noRegistry(ArchitectureStyle)

    /// Whether the new files join the app target: registered, of a style that needs no
    /// registration, or made outside a viper-gen project, whose registration lines are left to
    /// the user and need them there (the files only join a target in an Xcode app); in a
    /// project, also those of a template without an assembly (a team's, derived from the app's
    /// own modules), whose files refer to nothing a registration adds.
    func compilesInTheApp(inProject: Bool) -> Bool {
        switch self {
        case .registered, .noRegistry, .noProject: return true
        case .noAssembly: return inProject
        default: return false
        }
    }

    /// The plan, when registered.
    var plan: RegistrationPlan? {
        if case .registered(let plan) = self { return plan }
        return nil
    }
}

extension RegistrationOutcome {
    /// The outcome's name, as `--json` prints it: the case's.
    var name: String {
        switch self {
        case .registered: return "registered"
        case .notApplicable: return "notApplicable"
        case .declined: return "declined"
        case .noProject: return "noProject"
        case .outsideSources: return "outsideSources"
        case .noAssembly: return "noAssembly"
        case .assemblyMissing: return "assemblyMissing"
        case .noRegistry: return "noRegistry"
        }
    }
}
