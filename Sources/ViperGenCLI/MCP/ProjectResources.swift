import ViperGenKit
import ViperGenMCP
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// The resources `viper-gen mcp` offers, so an assistant can read before it writes: the
/// project's config, the record of each module and service, and each template's options.
struct ProjectResources {
    /// The project served.
    let project: ServedProject

    /// The address of the config.
    static let configURI = "viper-gen://config"
    /// What a record's address starts with, before `modules/Payments`.
    static let recordsPrefix = "viper-gen://records/"
    /// What a template's address starts with, before its name.
    static let templatesPrefix = "viper-gen://templates/"

    /// What a resource's text is read from.
    private enum Source {
        /// `.viper-gen.json`.
        case config
        /// The record of a module or service.
        case record(ScaffoldKind, String)
        /// What `templates show` prints of a template.
        case template(String)
    }

    /// What is there now: the config if the project has one, the records, the templates.
    func list() -> [MCPResource] {
        entries().map(\.resource)
    }

    /// The resources there are now, each with where its text comes from.
    private func entries() -> [(resource: MCPResource, source: Source)] {
        var entries: [(resource: MCPResource, source: Source)] = []
        if config() != nil {
            let resource = MCPResource(
                uri: Self.configURI, name: ProjectConfig.fileName,
                description: "The project's config: style, paths, app files, template and "
                    + "module layout, as init wrote it.", mimeType: "application/json")
            entries.append((resource, .config))
        }
        for kind in [ScaffoldKind.module, .service] {
            for name in lookup.recordedNames(kind: kind) {
                let resource = MCPResource(
                    uri: Self.recordsPrefix + "\(kind.rawValue)s/\(name)",
                    name: "\(kind.rawValue) \(name)",
                    description: "What viper-gen made for the \(kind.rawValue) \(name): its "
                        + "template, option values and files with their digests.",
                    mimeType: "application/json")
                entries.append((resource, .record(kind, name)))
            }
        }
        for name in lookup.templateNames() {
            let resource = MCPResource(
                uri: Self.templatesPrefix + name, name: "template \(name)",
                description: "The template \(name): its options (types, defaults, choices, "
                    + "what set takes) and files.", mimeType: "application/json")
            entries.append((resource, .template(name)))
        }
        return entries
    }

    /// The families of resources.
    static let templates = [
        MCPResourceTemplate(
            uriTemplate: recordsPrefix + "{kind}/{name}", name: "record",
            description: "The record of a module (kind modules) or service (kind services).",
            mimeType: "application/json"),
        MCPResourceTemplate(
            uriTemplate: templatesPrefix + "{name}", name: "template",
            description: "A template's options and files, as templates show gives them.",
            mimeType: "application/json"),
    ]

    /// The text at `uri`, if it names a resource that is there now: only what ``list()``
    /// offers is read, so no address reaches another file.
    func read(_ uri: String) -> String? {
        switch entries().first(where: { $0.resource.uri == uri })?.source {
        case nil: return nil
        case .config?: return config()
        case .record(let kind, let name)?:
            return text(at: GenerationRecord.path(kind: kind, name: name))
        case .template(let name)?: return shownTemplate(name)
        }
    }

    /// The config's text, if the project has one.
    private func config() -> String? {
        text(at: ProjectConfig.fileName)
    }

    /// The text of the file at `relative` in the project, if it is one.
    private func text(at relative: String) -> String? {
        let path = AbsolutePath(relative, relativeTo: project.folder)
        guard let bytes = try? project.environment.fileSystem.readFile(at: path) else { return nil }
        return String(strictUTF8: bytes)
    }

    /// What `templates show <name> --json` prints.
    private func shownTemplate(_ name: String) -> String? {
        let output = CapturedConsole()
        let code = ViperGenTool.run(
            arguments: ["templates", "--json", "--", "show", name],
            environment: project.environment, console: output.console)
        return code == .success ? output.out : nil
    }

    /// Reads the project's records and templates.
    private var lookup: CompletionLookup { CompletionLookup(environment: project.environment) }
}
