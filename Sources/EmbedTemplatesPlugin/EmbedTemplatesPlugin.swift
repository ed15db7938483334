import Foundation
import PackagePlugin

/// Embeds every file under the package's Templates/ folder into the target as Swift source.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    /// Declares one build command that regenerates `EmbeddedTemplates.swift` when a template changes.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding templates from Templates/",
                executable: try context.tool(named: "template-embedder").url,
                arguments: [templates.path, output.path],
                inputFiles: try Self.files(under: templates),
                outputFiles: [output]
            )
        ]
    }

    /// Lists every regular file under `folder`, so adding or editing a template triggers a rebuild.
    private static func files(under folder: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [URL] = [folder]
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files
    }
}
