import ViperGenKit
import ViperGenProject

extension ViperGenTool {
    /// `viper-gen rename <old-name> <new-name>`: gives a module or service a new name.
    struct Rename: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "rename",
            summary: "Rename a module or service: files, code, registrations and record.",
            overview: """
                Rename a module or service viper-gen made (as its record under .viper-gen/ lists
                it): its folder and files, its declarations and their uses in its files and
                tests, its registrations in the app files, its Xcode references and its record,
                in one transaction. Renaming Payments to Billing gives what module Billing
                would have made. An edited file is refused unless --force.
                """,
            usage: "<old-name> <new-name> [<options>]",
            arguments: [
                ("<old-name>", "The recorded module or service (payments, Network)."),
                ("<new-name>", "Its new name, normalised the same way (billing, API)."),
            ],
            examples: [
                "viper-gen rename Payments Billing",
                "viper-gen rename Payments Billing --dry-run",
                "viper-gen rename Network API --force",
                "viper-gen rename Payments Billing --json",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<RenameOptions>] {
            [
                .dryRun(
                    \.dryRun, help: "Print the renames and every edit as diffs; change nothing."),
                .flag(
                    "force",
                    help: "Accepted for older scripts: edited files are renamed without it.",
                    \.force),
                .flag(
                    "everywhere",
                    help: "Also rewrite the uses of the old types in the rest of the app "
                        + "(identifiers only), in the same transaction.", \.everywhere),
                .json(\.json),
                .quiet(\.quiet),
                .flag(
                    "verbose", short: "v",
                    help: "Also print the project in use and the record read.", \.verbose),
            ] + .kindChoice(\.kind, command: name) + .versionAndHelp()
        }

        /// The old and the new name.
        static func start(_ positionals: [String]) throws -> RenameOptions {
            guard positionals.count == 2 else {
                throw UsageError(
                    "rename takes two names, the old and the new, e.g. viper-gen rename "
                        + "Payments Billing.", command: name,
                    reason: positionals.count < 2 ? .missingArgument : .unexpectedArgument)
            }
            var options = RenameOptions()
            options.oldName = positionals[0]
            options.newName = positionals[1]
            return options
        }

        /// Refuses `-q` with `-v`.
        static func check(_ options: RenameOptions) throws {
            try refuse("quiet", "verbose", together: options.quiet && options.verbose)
        }

        /// The recorded names for the old name; the new one is the user's.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            guard line.positionals.isEmpty else { return [] }
            return CompletionCandidates.matching(current, lookup.recordedNames(kind: line.kind))
        }

        /// The options as parsed.
        let options: RenameOptions

        /// `--dry-run`.
        var isDryRun: Bool { options.dryRun }

        /// Renames the module or service, or with `--dry-run` shows what would change.
        func run(environment: RunEnvironment, console: Console) throws {
            try Renamer(options: options, environment: environment, console: console).run()
        }
    }
}
