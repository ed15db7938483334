import ViperGenTemplates

/// Renders the templates of a request into the files to write.
enum GenerationPlanner {
    /// The files for `request`: the command's template, plus the Main module (with its tests)
    /// and the config file for a project.
    ///
    /// Paths are relative to the output folder, except those of files whose destination is
    /// ``TemplateDestination/tests``, which are relative to the test root the command picks.
    /// With `--no-tests` there are none of those.
    static func files(for request: GenerationRequest) throws -> [RenderedFile] {
        let template = request.template.template
        let values = try RequestMacroValues.values(for: request, template: template)
        var files = try TemplateRenderer(values: values).render(template)
        if request.command == .project {
            files += try projectExtras(for: request, values: values)
        }
        if request.options.noTests {
            files.removeAll { $0.destination == .tests }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The project's Main module (from its style's module template, its tests in the project's
    /// test folder) and its `.viper-gen.json`, which records the style and observation chosen.
    private static func projectExtras(for request: GenerationRequest, values: MacroValues) throws
        -> [RenderedFile]
    {
        let style = request.style
        let observation = values.variables["observation"] ?? ProjectConfig.defaultObservation
        // The template's own layout, where the Main module goes.
        let layout = ProjectConfig(
            projectName: request.name, author: values.fullUserName,
            organization: request.options.organization, style: style.rawValue,
            observation: observation)
        // Rendering over a project keeps what its config says; only the choices this run made
        // (style, observation) are recorded anew.
        var config = request.existingProject?.config ?? layout
        config.style = style.rawValue
        config.observation = observation
        let root = request.name + "/"
        let module = try request.environment.templates.template(
            named: style.templateName(for: .module) ?? ScaffoldKind.module.templateName)
        var moduleValues = values
        moduleValues.fileBaseName = mainModuleName
        moduleValues.variables = ["moduleName": mainModuleName]
        if style.hasObservation { moduleValues.variables["observation"] = observation }
        // The tests are placed in the new project's test folder here, so they join the output.
        let moduleFiles = try TemplateRenderer(values: moduleValues).render(
            module, under: root + layout.modulesPath + "/",
            otherPrefixes: [.tests: root + layout.testsPath + "/"]
        )
        .filter { !(request.options.noTests && $0.destination == .tests) }
        .map { RenderedFile(path: $0.path, contents: $0.contents) }
        return moduleFiles + [
            RenderedFile(
                path: root + ProjectConfig.fileName, contents: try configBytes(config, for: request)
            )
        ]
    }

    /// The bytes of `config`: those of the existing project's file when it says the same (its
    /// layout and the user's formatting kept), else the config encoded.
    private static func configBytes(_ config: ProjectConfig, for request: GenerationRequest) throws
        -> [UInt8]
    {
        if let existing = request.existingProject, existing.config == config,
            let bytes = try? request.environment.fileSystem.readFile(
                at: existing.root.appendingPathComponent(ProjectConfig.fileName).path)
        {
            return bytes
        }
        return try config.encoded()
    }

    /// The module every new project starts with.
    static let mainModuleName = "Main"
}
