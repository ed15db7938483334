import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One generation resolved from the command line and the environment: what, where, with what.
struct GenerationRequest: Sendable {
    /// The command being run.
    let command: ScaffoldKind
    /// The options as parsed.
    let options: GenerateOptions
    /// The environment the command runs in.
    let environment: RunEnvironment
    /// The enclosing viper-gen project, if any.
    let project: Project?
    /// The normalised name (`PaymentDetails`, `NetworkService`, `MyApp`).
    let name: String
    /// The folder the template's top-level folder is created in.
    let outputRoot: URL
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

    /// Resolves the project, the name and the output folder for `options`, after refusing flag
    /// values that hold control characters.
    static func resolve(
        command: ScaffoldKind, options: GenerateOptions, environment: RunEnvironment
    ) throws -> GenerationRequest {
        try ValueChecks.checkFlags(of: options)
        let project =
            command == .project
            ? nil
            : try ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: environment.currentDirectory)
        let moduleNames =
            project.map { existingModuleNames(in: $0, fileSystem: environment.fileSystem) } ?? []
        let normalizer = NameNormalizer(existingModuleNames: moduleNames)
        let name = try normalizer.normalize(options.name, kind: command).name
        let root = outputRoot(
            command: command, options: options, environment: environment, project: project)
        let existing =
            command == .project
            ? try ProjectLocator(fileSystem: environment.fileSystem)
                .project(at: root.appendingPathComponent(name))
            : nil
        let template = try TemplateResolver(
            environment: environment, project: project,
            defaultStyle: existing?.config.architectureStyle
        ).choose(for: command, flag: options.template)
        return GenerationRequest(
            command: command, options: options, environment: environment, project: project,
            name: name, outputRoot: root, template: template,
            templateMacros: try TemplateMacrosLoader(environment: environment)
                .macros(options: options),
            existingProject: existing, normalizer: normalizer)
    }

    /// The same request for the name `typed`, another name of the same batch: the project,
    /// template, output folder and macro files are those already found, so a batch looks for
    /// them once however many names it has.
    func named(_ typed: String) throws -> GenerationRequest {
        var options = options
        options.name = typed
        return try with(options)
    }

    /// The same request with `options`, which differ from this request's only in the name and
    /// the template's variables (another entry of the same template in an `apply` spec).
    func with(_ options: GenerateOptions) throws -> GenerationRequest {
        GenerationRequest(
            command: command, options: options, environment: environment, project: project,
            name: try normalizer.normalize(options.name, kind: command).name,
            outputRoot: outputRoot, template: template, templateMacros: templateMacros,
            existingProject: existingProject, normalizer: normalizer)
    }

    /// The names of the folders in the project's modules folder.
    private static func existingModuleNames(
        in project: Project, fileSystem: any FileSystem
    ) -> Set<String> {
        let names = (try? fileSystem.contentsOfDirectory(at: project.modulesFolder.path)) ?? []
        return Set(names.filter { !$0.hasPrefix(".") })
    }

    /// `-o` if given, else the project's folder for the command, else the current folder.
    private static func outputRoot(
        command: ScaffoldKind, options: GenerateOptions, environment: RunEnvironment,
        project: Project?
    ) -> URL {
        if let output = options.output {
            let expanded = TildeExpansion.system.expanding(output)
            let url =
                expanded.hasPrefix("/")
                ? URL(fileURLWithPath: expanded)
                : environment.currentDirectory.appendingPathComponent(expanded)
            guard let project else { return url.standardizedFileURL }
            return ProjectSpelling(project: project, fileSystem: environment.fileSystem)
                .path(of: url.standardizedFileURL)
        }
        switch (command, project) {
        case (.module, let project?): return project.modulesFolder.standardizedFileURL
        case (.service, let project?): return project.servicesFolder.standardizedFileURL
        default: return environment.currentDirectory.standardizedFileURL
        }
    }
}
