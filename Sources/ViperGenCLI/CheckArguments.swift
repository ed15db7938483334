import ViperGenKit
import ViperGenSystem

/// Reads the arguments of `viper-gen check`: no names, only its flags.
enum CheckArguments {
    /// The syntax of `check`.
    static var syntax: CommandSyntax<CheckOptions> {
        CommandSyntax(
            command: .check,
            options: [
                .flag(
                    "json",
                    help: "Print the findings as one JSON object (version 1) for tools.", \.json),
                .flag(
                    "quiet", short: "q",
                    help: "Print only the findings that make the check fail.", \.quiet),
                .flag(
                    "verbose", short: "v",
                    help: "Also print the project in use and each record read.", \.verbose),
            ] + .versionAndHelp(),
            start: { positionals in
                if let extra = positionals.first {
                    throw UsageError(
                        "Unexpected argument \(EchoedValue(extra)): check takes no names; it "
                            + "checks every module and service of the project.", command: "check")
                }
                return CheckOptions()
            },
            check: { options in
                try CommandSyntax<CheckOptions>.refuse(
                    "quiet", "verbose", together: options.quiet && options.verbose,
                    command: "check")
            },
            invocation: Invocation.check)
    }
}
