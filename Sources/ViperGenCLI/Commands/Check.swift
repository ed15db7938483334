import ViperGenKit
import ViperGenProject
import ViperGenSystem

extension ViperGenTool {
    /// `viper-gen check`: compares the app with its records; it takes no names, only its
    /// flags.
    struct Check: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "check",
            summary: "Compare the app with its records: registrations, files, Xcode targets.",
            overview: """
                Compare the app with the records under .viper-gen/ and list what disagrees:
                modules and services whose registration an app file lacks, registrations
                of modules and services that are not there (file:lines), recorded files
                gone, recorded files and tests the app's .xcodeproj does not build, and files
                edited since viper-gen wrote them (informational). Exit 0 when consistent,
                1 with the list otherwise. --fix adds the missing registrations and target
                memberships in one transaction; it never deletes anything, so registrations
                without a module are left for you.
                """,
            usage: "[<options>]",
            arguments: [("(none)", "Every module and service of the enclosing project.")],
            examples: [
                "viper-gen check", "viper-gen check --json", "viper-gen check --fix --dry-run",
                "viper-gen check --fix",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<CheckOptions>] {
            [
                .flag(
                    "json",
                    help: "Print the findings (with --fix, the files it writes) as one JSON object "
                        + "(version 1) for tools; errors go into JSON too.", \.json),
                .flag(
                    "fix",
                    help: "Register what is unregistered and add to the Xcode targets the files "
                        + "they do not build, in one transaction; nothing is deleted.", \.fix),
                .dryRun(
                    \.dryRun, help: "With --fix: print the edits it would make; change nothing."),
                .flag(
                    "quiet", short: "q",
                    help: "Print only the findings that make the check fail.", \.quiet),
                .flag(
                    "verbose", short: "v",
                    help: "Also print the project in use and each record read.", \.verbose),
            ] + .versionAndHelp()
        }

        /// No names.
        static func start(_ positionals: [String]) throws -> CheckOptions {
            if let extra = positionals.first {
                throw UsageError(
                    "Unexpected argument \(EchoedValue(extra)): check takes no names; it "
                        + "checks every module and service of the project.", command: name,
                    reason: .unexpectedArgument)
            }
            return CheckOptions()
        }

        /// Refuses `-q` with `-v`, and `--dry-run` without `--fix`.
        static func check(_ options: CheckOptions) throws {
            try refuse("quiet", "verbose", together: options.quiet && options.verbose)
            if options.dryRun, !options.fix {
                throw UsageError("--dry-run applies to --fix: add --fix.", command: name)
            }
        }

        /// The options as parsed.
        let options: CheckOptions

        /// `--dry-run`; otherwise an interrupted run is recovered first, so the app checked is
        /// whole.
        var isDryRun: Bool { options.dryRun }

        /// Compares the app with its records, prints what disagrees and with `--fix` mends it.
        func run(environment: RunEnvironment, console: Console) throws {
            try Checker(options: options, environment: environment, console: console).run()
        }
    }
}
