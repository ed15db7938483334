import ViperGenKit

extension CheckOptions: Command {
    /// `check`.
    var name: String { ToolCommand.check.name }

    /// `--dry-run`; otherwise an interrupted run is recovered first, so the app checked is whole.
    var isDryRun: Bool { dryRun }

    /// Compares the app with its records, prints what disagrees and with `--fix` mends it.
    func run(environment: RunEnvironment, console: Console) throws {
        try Checker(options: self, environment: environment, console: console).run()
    }
}
