import ViperGenKit
import ViperGenTemplates

/// `project`, `module` or `service` with its options.
struct GeneratingCommand: Command {
    /// What it generates.
    let kind: ScaffoldKind
    /// The options as parsed.
    let options: GenerateOptions

    /// The kind's name.
    var name: String { kind.rawValue }

    /// `--dry-run`.
    var isDryRun: Bool { options.flags.dryRun }

    /// Generates, or with `--dry-run` shows what would be generated.
    func run(environment: RunEnvironment, console: Console) throws {
        try Generator(
            command: kind, options: options, environment: environment, console: console
        ).run()
    }
}
