import ViperGenKit

extension OutdatedOptions: Command {
    /// `outdated`.
    var name: String { ToolCommand.outdated.name }

    /// Never: `outdated` only reads.
    var isDryRun: Bool { false }

    /// Lists the recorded modules and services whose template changed since.
    func run(environment: RunEnvironment, console: Console) throws {
        try OutdatedFinder(options: self, environment: environment, console: console).run()
    }
}
