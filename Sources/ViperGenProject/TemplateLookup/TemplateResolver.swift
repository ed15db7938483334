import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the template a command uses: `--template NAME|PATH`, else the project config's
/// `templates.<command>`, else the built-in template of the project's style (`module`,
/// `uikit-module`; a style name given to `--template` means the same), searched in ``TemplateSearchPath``'s
/// folders and then among the built-in templates.
package struct TemplateResolver {
    /// The run's environment (variables, file system, built-in templates).
    let environment: RunEnvironment
    /// The enclosing project, if any.
    let project: Project?
    /// The style used without `--template` outside a project (that of the project `project`
    /// renders over), else swiftui.
    var defaultStyle: ArchitectureStyle? = nil

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(
        environment: RunEnvironment, project: Project?, defaultStyle: ArchitectureStyle? = nil
    ) {
        self.environment = environment
        self.project = project
        self.defaultStyle = defaultStyle
    }

    /// The folders searched before the built-in templates.
    var folders: [TemplateSearchFolder] {
        TemplateSearchPath.folders(environment: environment, project: project)
    }

    /// The catalog over those folders and the built-in templates.
    package var catalog: TemplateCatalog {
        TemplateCatalog(
            folders: folders, builtIn: environment.templates, fileSystem: environment.fileSystem)
    }

    /// The template for `command`, given `flag` (the `--template` value, if any).
    package func choose(for command: ScaffoldKind, flag: String?) throws -> TemplateChoice {
        if let flag {
            if let style = ArchitectureStyle(rawValue: flag) {
                return try find(
                    try templateName(of: style, for: command, request: .flag), request: .flag,
                    base: environment.currentDirectory)
            }
            return try find(flag, request: .flag, base: environment.currentDirectory)
        }
        if let project, let configured = project.config.templates?[command.rawValue] {
            let file = project.root.appending(component: ProjectConfig.fileName).pathString
            return try find(
                configured, request: .config(file: file, key: "templates.\(command.rawValue)"),
                base: project.root)
        }
        let style =
            project?.config.architectureStyle ?? defaultStyle ?? ArchitectureStyle.defaultStyle
        let request: TemplateRequest =
            style == ArchitectureStyle.defaultStyle
            ? .commandDefault
            : .config(
                file: project.map {
                    $0.root.appending(component: ProjectConfig.fileName).pathString
                }
                    ?? ProjectConfig.fileName, key: "style")
        return try find(
            try templateName(of: style, for: command, request: request), request: request,
            base: project?.root)
    }

    /// The built-in template name of `style` for `command`, or why the style has none.
    private func templateName(
        of style: ArchitectureStyle, for command: ScaffoldKind, request: TemplateRequest
    ) throws -> String {
        guard let name = style.templateName(for: command) else {
            throw TemplateLookupError.noTemplateInStyle(
                style: style.rawValue, command: command.rawValue, request: request,
                styles: ArchitectureStyle.allCases.filter { $0.templateName(for: command) != nil }
                    .map(\.rawValue))
        }
        return name
    }

    /// The template `spec` names: a folder when it looks like a path (relative to `base`),
    /// else a name to search for.
    package func find(_ spec: String, request: TemplateRequest, base: AbsolutePath?) throws
        -> TemplateChoice
    {
        if Self.isPath(spec) {
            return try load(path: spec, request: request, base: base)
        }
        let catalog = self.catalog
        let matches = catalog.matches(for: spec)
        guard let entry = matches.first else {
            throw TemplateLookupError.unknownTemplate(
                name: spec, request: request, available: catalog.names,
                searched: searchedPlaces())
        }
        let template = try catalog.load(entry)
        try refuseProjectTemplate(template, folder: entry.folder)
        return TemplateChoice(
            template: template, entry: entry, overridden: Array(matches.dropFirst()),
            request: request, searched: folders)
    }

    /// The places searched, as messages list them (`project: .viper-gen/templates`).
    func searchedPlaces() -> [String] {
        let display = environment.pathDisplay
        return folders.map { "\($0.origin.label): \(display.show($0.path))" }
            + ["built-in: " + environment.templates.names.joined(separator: ", ")]
    }

    /// Whether `spec` is a path rather than a name: it has a `/`, starts with `.` or `~`, or
    /// ends in `.xctemplate`.
    package static func isPath(_ spec: String) -> Bool {
        spec.contains("/") || spec.hasPrefix(".") || spec.hasPrefix("~")
            || spec.hasSuffix(TemplateEntry.xcodeSuffix)
    }

    /// Reads the template folder at `path`.
    private func load(path: String, request: TemplateRequest, base: AbsolutePath?) throws
        -> TemplateChoice
    {
        let folder = TemplateSearchPath.absolute(
            path, base: base ?? environment.currentDirectory)
        let loader = TemplateFolderLoader(fileSystem: environment.fileSystem)
        guard loader.isFolder(folder) else {
            throw TemplateLookupError.notAFolder(path: path, request: request)
        }
        let name = TemplateEntry.name(ofFolder: folder.basename)
        let template = try loader.load(folder: folder, name: name)
        try refuseProjectTemplate(template, folder: folder)
        return TemplateChoice(
            template: template, entry: TemplateEntry(name: name, origin: .path, folder: folder),
            overridden: [], request: request, searched: [])
    }

    /// Refuses Xcode's project templates, whose format viper-gen does not render.
    private func refuseProjectTemplate(_ template: Template, folder: AbsolutePath?) throws {
        if template.info.kind == TemplateInfo.xcodeProjectKind {
            let display = environment.pathDisplay
            throw TemplateLookupError.xcodeProjectTemplate(
                name: template.name,
                folder: folder.map { display.show($0) } ?? display.show(template.origin))
        }
    }
}
