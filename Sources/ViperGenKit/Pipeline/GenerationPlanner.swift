import ViperGenTemplates

/// Renders the templates of a request into the files to write, relative to its output folder.
enum GenerationPlanner {
    /// The files for `request`: the command's template, plus the Main module and the config
    /// file for a project.
    static func files(for request: GenerationRequest) throws -> [RenderedFile] {
        let template = request.template.template
        let values = try RequestMacroValues.values(for: request, template: template)
        var files = try TemplateRenderer(values: values).render(template)
        if request.command == .project {
            files += try projectExtras(for: request, values: values)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The project's Main module (from the module template) and its `.viper-gen.json`.
    private static func projectExtras(for request: GenerationRequest, values: MacroValues) throws
        -> [RenderedFile]
    {
        let config = ProjectConfig(
            projectName: request.name, author: values.fullUserName,
            organization: request.options.organization)
        let root = request.name + "/"
        let module = try request.environment.templates.template(
            named: ScaffoldKind.module.templateName)
        var moduleValues = values
        moduleValues.fileBaseName = mainModuleName
        moduleValues.variables = ["moduleName": mainModuleName]
        let moduleFiles = try TemplateRenderer(values: moduleValues)
            .render(module, under: root + config.modulesPath + "/")
        return moduleFiles + [
            RenderedFile(path: root + ProjectConfig.fileName, contents: try config.encoded())
        ]
    }

    /// The module every new project starts with.
    static let mainModuleName = "Main"
}
