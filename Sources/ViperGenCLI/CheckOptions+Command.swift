import ViperGenKit

extension CheckOptions: Command {
    /// `check`.
    var name: String { ToolCommand.check.name }

    /// Never: an interrupted run is recovered first, so the app checked is whole.
    var isDryRun: Bool { false }

    /// Compares the app with its records and prints what disagrees.
    func run(environment: RunEnvironment, console: Console) throws {
        try CheckCommand(options: self, environment: environment, console: console).run()
    }
}
