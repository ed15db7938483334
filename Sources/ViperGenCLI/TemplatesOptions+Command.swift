import ViperGenKit

extension TemplatesOptions: Command {
    /// `templates`.
    var name: String { ToolCommand.templates.name }

    /// `templates derive --dry-run`; `templates` otherwise only reads, or exports into a new
    /// folder.
    var isDryRun: Bool { dryRun }

    /// Lists, shows, exports or derives templates.
    func run(environment: RunEnvironment, console: Console) throws {
        try TemplateLister(options: self, environment: environment, console: console).run()
    }
}
