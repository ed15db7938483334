import ViperGenKit
import ViperGenProject

extension ViperGenTool {
    /// `viper-gen remove <name> ...`: takes modules and services out again.
    struct Remove: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "remove",
            summary: "Remove modules or services: files, tests, registrations, Xcode references.",
            overview: """
                Remove modules and services viper-gen made: their files and tests (as its
                records under .viper-gen/ list them), their registrations in the app files,
                their references in the Xcode project, and their records, in one transaction.
                A file edited since it was written, or a module without a record, is refused
                unless --force. Adding a module and removing it leaves the app as before.
                """,
            usage: "<name> ... [<options>]",
            arguments: [
                (
                    "<name>",
                    "A module or service name as module and service take it (payments, "
                        + "Network). Several names make one run: one transaction."
                )
            ],
            examples: [
                "viper-gen remove Payments",
                "viper-gen remove Payments --dry-run",
                "viper-gen remove Payments Profile Network",
                "viper-gen remove Payments --force",
                "viper-gen remove Payments --dry-run --json",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<RemoveOptions>] {
            [
                .dryRun(
                    \.dryRun,
                    help: "Print the files that would be deleted and the edits; change nothing."),
                .flag(
                    "force",
                    help: "Remove files edited since viper-gen wrote them, and a module or "
                        + "service without a record (its folder's files as they are).", \.force),
                .json(\.json),
                .quiet(\.quiet),
                .flag(
                    "verbose", short: "v",
                    help: "Also print the project in use, each record read and the recorded "
                        + "files already gone.", \.verbose),
            ] + .kindChoice(\.kind, command: name) + .versionAndHelp()
        }

        /// The names, at least one.
        static func start(_ positionals: [String]) throws -> RemoveOptions {
            guard !positionals.isEmpty else {
                throw UsageError(
                    "Missing name: say which module or service to remove, e.g. viper-gen "
                        + "remove Payments.", command: name, reason: .missingArgument)
            }
            var options = RemoveOptions()
            options.names = positionals
            return options
        }

        /// Refuses `-q` with `-v`.
        static func check(_ options: RemoveOptions) throws {
            try refuse("quiet", "verbose", together: options.quiet && options.verbose)
        }

        /// The recorded names not given yet.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            CompletionCandidates.recordedNamesNotGiven(line, current: current, lookup: lookup)
        }

        /// The options as parsed.
        let options: RemoveOptions

        /// `--dry-run`.
        var isDryRun: Bool { options.dryRun }

        /// Removes the modules and services, or with `--dry-run` shows what would go.
        func run(environment: RunEnvironment, console: Console) throws {
            try Remover(options: options, environment: environment, console: console).run()
        }
    }
}
