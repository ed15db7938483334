import ViperGenKit

/// Reads the arguments of `viper-gen remove`: one or more module or service names, and its
/// flags.
enum RemoveArguments {
    /// The syntax of `remove`.
    static var syntax: CommandSyntax<RemoveOptions> {
        CommandSyntax(
            command: .remove,
            options: [
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
            ] + .kindChoice(\.kind, command: "remove") + .versionAndHelp(),
            start: { positionals in
                guard !positionals.isEmpty else {
                    throw UsageError(
                        "Missing name: say which module or service to remove, e.g. viper-gen "
                            + "remove Payments.", command: "remove",
                        reason: .missingArgument)
                }
                var options = RemoveOptions()
                options.names = positionals
                return options
            },
            check: { options in
                try CommandSyntax<RemoveOptions>.refuse(
                    "quiet", "verbose", together: options.quiet && options.verbose,
                    command: "remove")
            },
            invocation: Invocation.remove)
    }
}
