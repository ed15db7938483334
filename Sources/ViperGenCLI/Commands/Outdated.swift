import ViperGenKit
import ViperGenProject
import ViperGenSystem

extension ViperGenTool {
    /// `viper-gen outdated`: lists the modules and services whose template changed; it takes
    /// no names, only its flags.
    struct Outdated: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "outdated",
            summary: "List modules and services whose template changed since they were made.",
            overview: """
                List the modules and services (as the records under .viper-gen/ list them)
                whose template has changed since it made them, or is no longer found, and for
                each whether its files are as viper-gen wrote them, so that module --force
                remakes it, or were edited. Nothing is written.
                """,
            usage: "[<options>]",
            examples: ["viper-gen outdated", "viper-gen outdated -q", "viper-gen outdated --json"])

        /// Its options, in help order.
        static var optionTable: [CommandOption<OutdatedOptions>] {
            [
                .flag(
                    "json",
                    help: "Print one JSON object (version 1) listing what is outdated, for "
                        + "tools; errors go into JSON too.", \.json),
                .quiet(\.quiet),
            ] + .versionAndHelp()
        }

        /// No names.
        static func start(_ positionals: [String]) throws -> OutdatedOptions {
            if let first = positionals.first {
                throw UsageError(
                    "Unexpected argument \(EchoedValue(first)): outdated looks at every "
                        + "recorded module and service and takes no names.",
                    command: name, reason: .unexpectedArgument)
            }
            return OutdatedOptions()
        }

        /// The options as parsed.
        let options: OutdatedOptions

        /// Never: `outdated` only reads.
        var isDryRun: Bool { false }

        /// Lists the recorded modules and services whose template changed since.
        func run(environment: RunEnvironment, console: Console) throws {
            try OutdatedFinder(options: options, environment: environment, console: console).run()
        }
    }
}
