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
                    help: "Print the findings as one JSON object (version 1) for tools; errors go "
                        + "into JSON too.", \.json),
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
            ] + .versionAndHelp(),
            start: { positionals in
                if let extra = positionals.first {
                    throw UsageError(
                        "Unexpected argument \(EchoedValue(extra)): check takes no names; it "
                            + "checks every module and service of the project.", command: "check",
                        reason: .unexpectedArgument)
                }
                return CheckOptions()
            },
            check: { options in
                try CommandSyntax<CheckOptions>.refuse(
                    "quiet", "verbose", together: options.quiet && options.verbose,
                    command: "check")
                if options.dryRun, !options.fix {
                    throw UsageError("--dry-run applies to --fix: add --fix.", command: "check")
                }
                try CommandSyntax<CheckOptions>.refuse(
                    "json", "dry-run", together: options.json && options.dryRun, command: "check")
            },
            invocation: Invocation.check)
    }
}
