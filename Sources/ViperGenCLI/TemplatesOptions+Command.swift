import ViperGenKit

extension TemplatesOptions: Command {
    /// `templates`.
    var name: String { ToolCommand.templates.name }

    /// Never: `templates` only reads, or exports into a new folder.
    var isDryRun: Bool { false }

    /// Lists, shows or exports templates.
    func run(environment: RunEnvironment, console: Console) throws {
        try TemplatesCommand(options: self, environment: environment, console: console).run()
    }
}
