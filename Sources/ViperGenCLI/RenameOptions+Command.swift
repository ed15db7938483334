import ViperGenKit

extension RenameOptions: Command {
    /// `rename`.
    var name: String { ToolCommand.rename.name }

    /// `--dry-run`.
    var isDryRun: Bool { dryRun }

    /// Renames the module or service, or with `--dry-run` shows what would change.
    func run(environment: RunEnvironment, console: Console) throws {
        try Renamer(options: self, environment: environment, console: console).run()
    }
}
