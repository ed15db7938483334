import ViperGenKit

extension RemoveOptions: Command {
    /// `remove`.
    var name: String { ToolCommand.remove.name }

    /// `--dry-run`.
    var isDryRun: Bool { dryRun }

    /// Removes the modules and services, or with `--dry-run` shows what would go.
    func run(environment: RunEnvironment, console: Console) throws {
        try Remover(options: self, environment: environment, console: console).run()
    }
}
