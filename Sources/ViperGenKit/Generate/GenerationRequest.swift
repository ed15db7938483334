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
        let name = try Self.name(typed, command: command, project: project, normalizer: normalizer)
        return GenerationRequest(
            command: command, flags: flags, variables: variables, environment: environment,
            project: project, name: name,
            outputRoot: Self.packageOutputRoot(
                command: command, project: project, name: name, flags: flags) ?? outputRoot,
            nearestXcodeProject: nearestXcodeProject, template: template,
            templateMacros: templateMacros,
            existingProject: existingProject, normalizer: normalizer)
    }
}

extension GenerationRequest {
    /// The module as a Swift module of its own, when the project records a ``ModuleLayout``
    /// and no `--output` says where it goes.
    var modulePackage: ModulePackage? {
        guard command == .module, flags.output == nil else { return nil }
        return ModulePackage(project: project, name: name)
    }

    /// The folder the module `name` is written in when it is a Swift module of its own
    /// (`Packages/Payments/Sources`, holding its target's folder); nil otherwise.
    static func packageOutputRoot(
        command: ScaffoldKind, project: Project?, name: String, flags: GenerationFlags
    ) -> AbsolutePath? {
        guard command == .module, flags.output == nil, let project,
            let module = ModulePackage(project: project, name: name)
        else { return nil }
        return project.root.appending(component: module.outputFolder)
    }
}

extension GenerationRequest {
    /// For a service written into the support module of a project whose modules are Swift
    /// modules of their own: the support module, whose other files the service's must be
    /// public to, as theirs are.
    var supportModuleService: SupportPackage? {
        guard command == .service, let project, let layout = project.config.moduleLayout,
            outputRoot.isDescendantOrSelf(
                of: project.root.appending(component: layout.supportPlaces.sources))
        else { return nil }
        return SupportPackage(layout: layout)
    }
}

extension GenerationRequest {
    /// The normalised name for `typed`; refused when a module would take the name of the
    /// support module the project's modules depend on (``ModuleLayout/support``).
    static func name(
        _ typed: String, command: ScaffoldKind, project: Project?, normalizer: NameNormalizer
    ) throws -> String {
        let name = try normalizer.normalize(typed, kind: command).name
        if command == .module, name == project?.config.moduleLayout?.support {
            throw ModulePackageError.supportName(name)
        }
        return name
    }
}
