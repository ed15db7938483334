import ViperGenKit

extension InitOptions: Command {
    /// `init`.
    var name: String { ToolCommand.`init`.name }

    /// `--dry-run`.
    var isDryRun: Bool { dryRun }

    /// Adopts the app, or with `--dry-run` shows what it found.
    func run(environment: RunEnvironment, console: Console) throws {
        try Initializer(options: self, environment: environment, console: console).run()
    }
}
