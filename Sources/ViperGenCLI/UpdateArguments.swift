import ViperGenKit

/// Reads the arguments of `viper-gen update`: the module and service names (none for every
/// outdated one), and its flags.
enum UpdateArguments {
    /// The syntax of `update`.
    static var syntax: CommandSyntax<UpdateOptions> {
        CommandSyntax(
            command: .update,
            options: [
                .dryRun(
                    \.dryRun,
                    help: "Print what each file would become, as diffs; change nothing."),
                .json(\.json),
                .quiet(\.quiet),
                .flag(
                    "verbose", short: "v",
                    help: "Also print the project in use and, for each record, whether its "
                        + "template changed.", \.verbose),
            ] + .kindChoice(\.kind, command: "update") + .versionAndHelp(),
            start: { positionals in
                var options = UpdateOptions()
                options.names = positionals
                return options
            },
            check: { options in
                try CommandSyntax<UpdateOptions>.refuse(
                    "quiet", "verbose", together: options.quiet && options.verbose,
                    command: "update")
            },
            invocation: Invocation.update)
    }
}
