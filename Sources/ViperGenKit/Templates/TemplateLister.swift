import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen templates`: lists the templates found (in search order), shows one template's
/// options and files, exports a built-in template's files to start a template of your own, or
/// derives a team template from one of the app's modules.
package struct TemplateLister {
    /// The options as parsed.
    package let options: TemplatesOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: TemplatesOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Runs the subcommand.
    package func run() throws {
        let project = try ProjectLocator(fileSystem: environment.fileSystem)
            .project(enclosing: environment.currentDirectory)
        let resolver = TemplateResolver(environment: environment, project: project)
        switch options.action {
        case .list:
            let listing = TemplateListing.make(
                catalog: resolver.catalog, display: environment.pathDisplay)
            if options.json {
                console.document(try listing.json())
            } else {
                console.out(listing.text())
            }
            for row in listing.rows {
                guard let problem = row.error else { continue }
                console.warning(problem)
            }
        case .show(let name):
            let choice = try resolver.find(
                templateName(name), request: .argument,
                base: environment.currentDirectory)
            let details = TemplateDetails(choice: choice, display: environment.pathDisplay)
            if options.json {
                console.document(try details.json())
            } else {
                console.out(details.text())
            }
        case .export(let name, let folder):
            try TemplateExport(
                environment: environment, console: console, project: project,
                quiet: options.quiet, dryRun: options.dryRun
            ).export(templateName(name), to: folder)
        case .derive(let module):
            try TemplateDerivation(
                environment: environment, console: console, project: project, options: options
            ).derive(module)
        }
    }

    /// The template `name` stands for: a style's name stands for its module template, as it
    /// does for `--template`, and a note says so and names the style's other templates.
    private func templateName(_ name: String) -> String {
        guard let style = ArchitectureStyle(rawValue: name),
            let module = style.templateName(for: .module)
        else { return name }
        let others = ScaffoldKind.allCases.filter { $0 != .module }
            .compactMap(style.templateName(for:))
        console.note(
            "'\(name)' is a style; using its module template, \(module) (its other templates: "
                + others.joined(separator: ", ") + ").")
        return module
    }
}
