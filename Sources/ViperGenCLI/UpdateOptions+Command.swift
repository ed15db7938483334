import ViperGenKit

extension UpdateOptions: Command {
    /// `update`.
    var name: String { ToolCommand.update.name }

    /// `--dry-run`.
    var isDryRun: Bool { dryRun }

    /// Merges the templates' changes into the modules and services.
    func run(environment: RunEnvironment, console: Console) throws {
        try Updater(options: self, environment: environment, console: console).run()
    }
}
