import ViperGenKit
import ViperGenSystem

/// Reads the arguments of `viper-gen outdated`: no names, only its flags.
enum OutdatedArguments {
    /// The syntax of `outdated`.
    static var syntax: CommandSyntax<OutdatedOptions> {
        CommandSyntax(
            command: .outdated,
            options: [
                .flag(
                    "json",
                    help: "Print one JSON object (version 1) listing what is outdated, for "
                        + "tools; errors go into JSON too.", \.json),
                .quiet(\.quiet),
            ] + .versionAndHelp(),
            start: { positionals in
                if let first = positionals.first {
                    throw UsageError(
                        "Unexpected argument \(EchoedValue(first)): outdated looks at every "
                            + "recorded module and service and takes no names.",
                        command: "outdated", reason: .unexpectedArgument)
                }
                return OutdatedOptions()
            },
            invocation: Invocation.outdated)
    }
}
