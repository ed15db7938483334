import ViperGenKit
import ViperGenProject

/// A command as the command line asks for it, with its options: what ViperGenTool runs.
protocol Command: Sendable {
    /// The command's name on the command line, for the usage line after its usage errors.
    var name: String { get }
    /// Whether it only shows what it would do (`--dry-run`), so an interrupted run is not
    /// recovered first.
    var isDryRun: Bool { get }
    /// Runs it in `environment`, printing to `console`; throws the error to report.
    func run(environment: RunEnvironment, console: Console) throws
}
