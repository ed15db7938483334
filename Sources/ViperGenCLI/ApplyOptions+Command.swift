import ViperGenKit

extension ApplyOptions: Command {
    /// `apply`.
    var name: String { ToolCommand.apply.name }

    /// `--dry-run`.
    var isDryRun: Bool { flags.dryRun }

    /// Applies the spec, or with `--dry-run` shows the plan.
    func run(environment: RunEnvironment, console: Console) throws {
        try Applier(options: self, environment: environment, console: console).run()
    }
}
