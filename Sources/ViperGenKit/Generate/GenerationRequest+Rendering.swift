import ViperGenProject
import ViperGenTemplates

/// Rendering: the templates of a request become the files to write.
extension GenerationRequest {
    /// The files of this request rendered with `values` (``RequestMacroValues``): the
    /// command's template, plus the Main module (with its
    /// tests and its record) and the config file for a project.
    ///
    /// Paths are relative to the output folder, except those of files whose destination is
    /// ``TemplateDestination/tests``, which are relative to the test root the command picks.
    /// With `--no-tests` there are none of those.
    func renderedFiles(values: MacroValues) throws -> [RenderedFile] {
        var files = try TemplateRenderer(values: values).render(template.template)
        if command == .project {
            files += try projectExtras(values: values)
        }
        if flags.noTests {
            files.removeAll { $0.destination == .tests }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The project's Main module (from its style's module template, its tests in the project's
    /// test folder), its record and its template's copy (``TemplateCopy``), and the project's
    /// `.viper-gen.json`, which records the style, observation and tests chosen.
    private func projectExtras(values: MacroValues) throws -> [RenderedFile] {
        let observation = values.variables["observation"] ?? ProjectConfig.defaultObservation
        // The template's own layout, where the Main module goes.
        let layout = ProjectConfig(
            projectName: name, author: values.fullUserName,
            organization: flags.organization, style: style.rawValue,
            observation: observation)
        // Rendering over a project keeps what its config says; only the choices this run made
        // (style, observation, tests) are recorded anew.
        var config = existingProject?.config ?? layout
        config.style = style.rawValue
        config.observation = style.hasObservation ? observation : nil
        // Recorded where the project template has the option, so older styles' configs keep
        // their shape.
        let tests = values.variables["tests"]
        if let tests { config.tests = tests }
        let root = name + "/"
        let moduleTemplate = style.templateName(for: .module) ?? ScaffoldKind.module.templateName
        let module = try environment.templates.template(named: moduleTemplate)
        var moduleValues = values
        moduleValues.fileBaseName = Self.mainModuleName
        moduleValues.variables = ["moduleName": Self.mainModuleName]
        if style.hasObservation { moduleValues.variables["observation"] = observation }
        if let tests { moduleValues.variables["tests"] = tests }
        // The options the project does not choose (such as `mainActor`) take their defaults.
        moduleValues.variables = try TemplateOptionDefaults(
            template: module, values: moduleValues, name: Self.mainModuleName
        ).filling(moduleValues.variables)
        // The tests are placed in the new project's test folder here, so they join the output.
        let moduleFiles = try TemplateRenderer(values: moduleValues).render(
            module, under: root + layout.modulesPath + "/",
            otherPrefixes: [.tests: root + layout.testsPath + "/"]
        )
        .filter { !(flags.noTests && $0.destination == .tests) }
        .map { RenderedFile(path: $0.path, contents: $0.contents) }
        // Its record, so that remove, rename and check know it like any module made later.
        let record = GenerationRecord.made(
            kind: .module, name: Self.mainModuleName, templateName: moduleTemplate,
            templateDigest: GenerationRecord.templateDigest(of: module), values: moduleValues,
            files: moduleFiles.map { (String($0.path.dropFirst(root.count)), $0.contents) })
        return moduleFiles + [
            RenderedFile(
                path: root + ProjectConfig.fileName, contents: try configBytes(config)),
            RenderedFile(
                path: root + GenerationRecord.path(kind: .module, name: Self.mainModuleName),
                contents: try record.encoded()),
            RenderedFile(
                path: root + TemplateCopy.path(digest: record.templateDigest),
                contents: try TemplateCopy(of: module, digest: record.templateDigest).encoded()),
        ]
    }

    /// The bytes of `config`: those of the existing project's file when it says the same (its
    /// layout and the user's formatting kept), else the config encoded.
    private func configBytes(_ config: ProjectConfig) throws -> [UInt8] {
        if let existing = existingProject, existing.config == config,
            let bytes = try? environment.fileSystem.readFile(
                at: existing.root.appending(component: ProjectConfig.fileName))
        {
            return bytes
        }
        return try config.encoded()
    }

    /// The module every new project starts with.
    static let mainModuleName = "Main"
}
