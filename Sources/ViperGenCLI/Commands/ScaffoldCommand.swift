import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// `project`, `module` or `service`: a command that generates one kind from its template.
///
/// The three share their option table (``ScaffoldCommand/optionTable``) and their run; each
/// says what differs in its own type.
protocol ScaffoldCommand: ToolCommand where Options == GenerateOptions {
    /// What it generates.
    static var kind: ScaffoldKind { get }
    /// The help of `-o, --output`.
    static var outputHelp: String { get }
    /// The help of `--no-tests`; nil for a kind without tests to leave out.
    static var noTestsHelp: String? { get }
}

extension ScaffoldCommand {
    /// It writes the files it generates.
    static var writesFiles: Bool { true }

    /// The names; a project takes one, and a missing one is asked for at a terminal
    /// (``Generator``).
    static func start(_ positionals: [String]) throws -> GenerateOptions {
        guard positionals.count <= 1 || kind != .project else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(positionals[1])): \(name) takes one "
                    + "name. "
                    + "Quote a name that contains spaces.", command: kind,
                reason: .unexpectedArgument)
        }
        return GenerateOptions(names: positionals)
    }

    /// Refuses `--force` with `--skip-existing`, `-q` with `-v`, and `-i` with `--json`.
    static func check(_ options: GenerateOptions) throws {
        try refuse(
            "force", "skip-existing", together: options.flags.force && options.flags.skipExisting)
        try refuse("quiet", "verbose", together: options.flags.quiet && options.flags.verbose)
        try refuse("interactive", "json", together: options.interactive && options.flags.json)
    }

    /// `--dry-run`.
    var isDryRun: Bool { options.flags.dryRun }

    /// Generates, or with `--dry-run` shows what would be generated.
    func run(environment: RunEnvironment, console: Console) throws {
        try Generator(
            command: Self.kind, options: options, environment: environment, console: console
        ).run()
    }
}
