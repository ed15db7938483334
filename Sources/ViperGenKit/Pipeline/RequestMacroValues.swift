import Foundation
import ViperGenSystem
import ViperGenTemplates

/// Works out every macro value of a request: author, organization, date, project name, variables.
enum RequestMacroValues {
    /// The author: --author, else git user.name, else the project's author, else the account.
    static func author(for request: GenerationRequest) -> String {
        let environment = request.environment
        return request.options.author
            ?? environment.gitUserName()
            ?? request.project?.config.author.flatMap(SystemIdentity.nonEmpty)
            ?? environment.accountFullName()
            ?? environment.loginName()
            ?? "Unknown Author"
    }

    /// The organization: --organization, else the project's, else empty (COPYRIGHT uses the author).
    static func organization(for request: GenerationRequest) -> String {
        request.options.organization ?? request.project?.config.organization ?? ""
    }

    /// The project name: the project's, else the nearest Xcode project's, else the name itself.
    static func projectName(for request: GenerationRequest) -> String {
        if request.command == .project { return request.name }
        if let project = request.project { return project.config.projectName }
        return nearestXcodeProjectName(
            from: request.environment.currentDirectory,
            fileSystem: request.environment.fileSystem) ?? request.name
    }

    /// Builds the values for rendering `template`, with `--set` and option defaults applied.
    static func values(for request: GenerationRequest, template: Template) throws -> MacroValues {
        let stamp = try DateStamp.resolve(
            dateFlag: request.options.date, environment: request.environment.variables,
            now: request.environment.now())
        var values = MacroValues(
            fileBaseName: request.name, projectName: projectName(for: request),
            fullUserName: author(for: request),
            userName: request.environment.loginName() ?? "",
            organizationName: organization(for: request), stamp: stamp)
        values.variables = try TemplateOptionValues.resolve(
            options: request.options, nameVariable: request.command.nameVariable,
            name: request.name, template: template, values: values, command: request.command)
        return values
    }

    /// The name of the nearest `*.xcodeproj` at or above `folder`, if any.
    private static func nearestXcodeProjectName(
        from folder: URL, fileSystem: any FileSystem
    ) -> String? {
        var current = folder.standardizedFileURL
        while true {
            let names = (try? fileSystem.contentsOfDirectory(at: current.path)) ?? []
            if let project = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
                return String(project.dropLast(".xcodeproj".count))
            }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
