import ViperGenKit
import ViperGenProject

extension ViperGenTool {
    /// `viper-gen update [<name> ...]`: merges the template's change into the modules and
    /// services it made (none named: every outdated one).
    struct Update: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "update",
            summary: "Merge template changes into the modules and services it made.",
            overview: """
                Bring the named modules and services (or every recorded one whose template has
                changed) up to their template as it is now: each file is rendered from the old
                template version (kept under .viper-gen/template-versions/) and the new one,
                and the change is merged into the file as you left it (a 3-way merge). Clean
                merges are written; conflicts get git's <<<<<<< markers and exit 1 with their
                list. New template files are added; dropped ones are deleted if unedited.
                """,
            usage: "[<name> ...] [<options>]",
            arguments: [
                (
                    "<name>",
                    "A recorded module or service (payments, Network); none for every one "
                        + "whose template changed. Several names make one run."
                )
            ],
            examples: [
                "viper-gen update", "viper-gen update Payments --dry-run",
                "viper-gen update Payments Network", "viper-gen update --json",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<UpdateOptions>] {
            [
                .dryRun(
                    \.dryRun,
                    help: "Print what each file would become, as diffs; change nothing."),
                .json(\.json),
                .quiet(\.quiet),
                .flag(
                    "verbose", short: "v",
                    help: "Also print the project in use and, for each record, whether its "
                        + "template changed.", \.verbose),
            ] + .kindChoice(\.kind, command: name) + .versionAndHelp()
        }

        /// The names, maybe none.
        static func start(_ positionals: [String]) throws -> UpdateOptions {
            var options = UpdateOptions()
            options.names = positionals
            return options
        }

        /// Refuses `-q` with `-v`.
        static func check(_ options: UpdateOptions) throws {
            try refuse("quiet", "verbose", together: options.quiet && options.verbose)
        }

        /// The recorded names not given yet.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            CompletionCandidates.recordedNamesNotGiven(line, current: current, lookup: lookup)
        }

        /// The options as parsed.
        let options: UpdateOptions

        /// `--dry-run`.
        var isDryRun: Bool { options.dryRun }

        /// Merges the templates' changes into the modules and services.
        func run(environment: RunEnvironment, console: Console) throws {
            try Updater(options: options, environment: environment, console: console).run()
        }
    }
}
