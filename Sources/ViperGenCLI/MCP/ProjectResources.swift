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

    /// What is there now: the config if the project has one, the records, the templates.
    func list() -> [MCPResource] {
        var resources: [MCPResource] = []
        if config() != nil {
            resources.append(
                MCPResource(
                    uri: Self.configURI, name: ProjectConfig.fileName,
                    description: "The project's config: style, paths, app files, template and "
                        + "module layout, as init wrote it.", mimeType: "application/json"))
        }
        for kind in [ScaffoldKind.module, .service] {
            for name in lookup.recordedNames(kind: kind) {
                resources.append(
                    MCPResource(
                        uri: Self.recordsPrefix + "\(kind.rawValue)s/\(name)",
                        name: "\(kind.rawValue) \(name)",
                        description: "What viper-gen made for the \(kind.rawValue) \(name): its "
                            + "template, option values and files with their digests.",
                        mimeType: "application/json"))
            }
        }
        for name in lookup.templateNames() {
            resources.append(
                MCPResource(
                    uri: Self.templatesPrefix + name, name: "template \(name)",
                    description: "The template \(name): its options (types, defaults, choices, "
                        + "what set takes) and files.", mimeType: "application/json"))
        }
        return resources
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
        guard list().contains(where: { $0.uri == uri }) else { return nil }
        if uri == Self.configURI { return config() }
        if uri.hasPrefix(Self.templatesPrefix) {
            let name = String(uri.dropFirst(Self.templatesPrefix.count))
            return shownTemplate(name)
        }
        let parts = uri.dropFirst(Self.recordsPrefix.count).split(separator: "/", maxSplits: 1)
        guard parts.count == 2,
            let kind = [ScaffoldKind.module, .service].first(where: {
                "\($0.rawValue)s" == parts[0]
            })
        else { return nil }
        return text(at: GenerationRecord.path(kind: kind, name: String(parts[1])))
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
