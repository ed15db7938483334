import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// One generation resolved from the command line and the environment: what, where, with what.
struct GenerationRequest: Sendable {
    /// The command being run.
    let command: ScaffoldKind
    /// The run's flags.
    let flags: GenerationFlags
    /// The template's `--set` values, in the order given.
    let variables: [VariableAssignment]
    /// The environment the command runs in.
    let environment: RunEnvironment
    /// The enclosing viper-gen project, if any.
    let project: Project?
    /// The normalised name (`PaymentDetails`, `NetworkService`, `MyApp`).
    let name: String
    /// The folder the template's top-level folder is created in.
    let outputRoot: AbsolutePath
    /// Outside a viper-gen project, for a module or service: the Xcode project of the app it
    /// is made in (the nearest above the output folder), whose name is the project's name and
    /// whose app target gets the new files; nil when there is none.
    let nearestXcodeProject: NearestXcodeProject?
    /// The template to render, and where it was found.
    let template: TemplateChoice
    /// The macros IDETemplateMacros.plist files define for this run (flags win over them).
    let templateMacros: [String: TextMacro]
    /// For `project`, the viper-gen project already in the folder it renders into (`--force`,
    /// or filling in missing files): its style, observation and config are kept.
    var existingProject: Project? = nil
    /// Checks names against the project's existing modules (rule 12 of ``NameNormalizer``).
    let normalizer: NameNormalizer

    /// The architecture the generated code follows: the style whose built-in template was
    /// chosen (also when a search folder holds one of the same name), else the project's.
    var style: ArchitectureStyle {
        ArchitectureStyle.style(ofTemplate: template.entry.name, kind: command)
            ?? configuringProject?.config.architectureStyle
            ?? ArchitectureStyle.defaultStyle
    }

    /// The project whose config supplies defaults (author, organization, observation, style):
    /// the enclosing one, or the one `project` renders over.
    var configuringProject: Project? { project ?? existingProject }

    /// How paths are shown to the user in this run.
    var display: PathDisplay { environment.pathDisplay }

    /// The same request for the name `typed` with the template's values `variables`: another
    /// entry of the same kind and template, whose project, template, output folder and macro
    /// files are those already found.
    func named(_ typed: String, variables: [VariableAssignment]) throws -> GenerationRequest {
        GenerationRequest(
            command: command, flags: flags, variables: variables, environment: environment,
            project: project, name: try normalizer.normalize(typed, kind: command).name,
            outputRoot: outputRoot, nearestXcodeProject: nearestXcodeProject, template: template,
            templateMacros: templateMacros,
            existingProject: existingProject, normalizer: normalizer)
    }
}
