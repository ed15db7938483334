import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Works out every macro value of a request: author, organization, date, project name, variables.
enum RequestMacroValues {
    /// The author: --author, else the project's author, else git user.name, else the account;
    /// git runs only when neither the flag nor the project names the author.
    static func author(for request: GenerationRequest) throws -> String {
        let environment = request.environment
        return try firstValue([
            (.flag("--author"), { request.flags.author }),
            (
                .config(file: configFile(of: request), key: "author"),
                { request.configuringProject?.config.author.flatMap(SystemIdentity.nonEmpty) }
            ),
            (.gitUserName, environment.gitUserName),
            (.accountFullName, environment.accountFullName),
            (.loginName, environment.loginName),
        ]) ?? "Unknown Author"
    }

    /// The organization: --organization, else the project's, else empty (COPYRIGHT uses the author).
    static func organization(for request: GenerationRequest) throws -> String {
        try firstValue([
            (.flag("--organization"), { request.flags.organization }),
            (
                .config(file: configFile(of: request), key: "organization"),
                { request.configuringProject?.config.organization }
            ),
        ]) ?? ""
    }

    /// The project name: the project's, else the nearest Xcode project's, else the name itself.
    static func projectName(for request: GenerationRequest) throws -> String {
        if request.command == .project { return request.name }
        if let project = request.project {
            let name = project.config.projectName
            try ValueChecks.check(
                name, from: .config(file: configFile(of: request), key: "projectName"))
            return name
        }
        guard let xcodeProject = request.nearestXcodeProject else { return request.name }
        let name = xcodeProject.projectName
        let path = xcodeProject.folder.appending(component: xcodeProject.names[0]).pathString
        try ValueChecks.check(name, from: .xcodeProject(path: path))
        return name
    }

    /// The first value a source gives, checked for control characters; sources after it are
    /// not asked (git is a process to run).
    private static func firstValue(
        _ sources: [(source: ValueSource, value: () -> String?)]
    ) throws -> String? {
        for (source, value) in sources {
            if let value = value() {
                try ValueChecks.check(value, from: source)
                return value
            }
        }
        return nil
    }

    /// The path of the request's project config, for messages about its values.
    private static func configFile(of request: GenerationRequest) -> String {
        request.configuringProject?.root.appending(component: ProjectConfig.fileName).pathString
            ?? ""
    }

    /// Builds the values for rendering `template`, with the IDETemplateMacros.plist macros,
    /// `--set` and option defaults applied.
    static func values(for request: GenerationRequest, template: Template) throws -> MacroValues {
        var values = try valuesBeforeOptions(for: request, template: template)
        values.variables = try TemplateOptionValues.resolve(
            variables: request.variables,
            nameVariable: TemplateNameVariable.identifier(for: request.command, in: template),
            name: request.name, template: template, values: values, command: request.command,
            configValues: request.configuringProject?.config.optionValues ?? [:],
            configFile: configFile(of: request))
        try ObservationAvailabilityError.check(
            values.variables, build: request.configuringProject?.config.build,
            configFile: configFile(of: request))
        return values
    }

    /// The option of `request`'s template to ask for next, with the value the run would give
    /// it (``TemplateOptionValues/unanswered(variables:nameVariable:name:template:values:command:configValues:interactive:asked:)``),
    /// `answers` counted as `--set` values.
    static func unansweredOption(
        for request: GenerationRequest, answers: [VariableAssignment], interactive: Bool,
        asked: Set<String>
    ) throws -> (option: TemplateOption, value: String)? {
        let template = request.template.template
        return try TemplateOptionValues.unanswered(
            variables: request.variables + answers,
            nameVariable: TemplateNameVariable.identifier(for: request.command, in: template),
            name: request.name, template: template,
            values: try valuesBeforeOptions(for: request, template: template),
            command: request.command,
            configValues: request.configuringProject?.config.optionValues ?? [:],
            interactive: interactive, asked: asked)
    }

    /// The values for rendering `template` but its options': author, organization, date and
    /// project name, with the IDETemplateMacros.plist macros.
    ///
    /// A FULLUSERNAME or ORGANIZATIONNAME from an IDETemplateMacros.plist replaces the author or
    /// organization viper-gen would use (git, the project config, ...) unless the flag is
    /// given, and so also feeds COPYRIGHT.
    private static func valuesBeforeOptions(
        for request: GenerationRequest, template: Template
    ) throws -> MacroValues {
        let stamp = try DateStamp.resolve(
            dateFlag: request.flags.date, environment: request.environment.variables,
            now: request.environment.now())
        let userName = request.environment.loginName() ?? ""
        try ValueChecks.check(userName, from: .loginName)
        // A FULLUSERNAME macro of plain text replaces the author whatever it would be, so
        // nothing (git included) is asked for it.
        let plainAuthorMacro = request.templateMacros["FULLUSERNAME"].map {
            !$0.text.contains("___")
        }
        var values = MacroValues(
            fileBaseName: request.name, projectName: try projectName(for: request),
            fullUserName: plainAuthorMacro == true ? "" : try author(for: request),
            userName: userName,
            organizationName: try organization(for: request), stamp: stamp)
        var macros = request.templateMacros
        values.textMacros = macros
        let renderer = MacroRenderer(values: values)
        if let author = macros.removeValue(forKey: "FULLUSERNAME") {
            values.fullUserName = try render(author, named: "FULLUSERNAME", with: renderer)
        }
        if let organization = macros.removeValue(forKey: "ORGANIZATIONNAME") {
            values.organizationName = try render(
                organization, named: "ORGANIZATIONNAME", with: renderer)
        }
        values.textMacros = macros
        return values
    }

    /// The text of `macro` rendered once (it may use other macros, but not itself).
    private static func render(
        _ macro: TextMacro, named name: String, with renderer: MacroRenderer
    ) throws -> String {
        var values = renderer.values
        values.textMacros[name] = nil
        let rendered = try MacroRenderer(values: values).renderContent(
            Array(macro.text.utf8), outputFileName: values.fileBaseName,
            templatePath: "\(macro.source) (\(name))")
        return String(decoding: rendered, as: UTF8.self)
    }
}
