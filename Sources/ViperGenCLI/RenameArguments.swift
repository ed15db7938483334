import ViperGenKit

/// Reads the arguments of `viper-gen rename`: the old and the new name, and its flags.
enum RenameArguments {
    /// The syntax of `rename`.
    static var syntax: CommandSyntax<RenameOptions> {
        CommandSyntax(
            command: .rename,
            options: [
                .dryRun(
                    \.dryRun,
                    help: "Print the renames and every edit as diffs; change nothing."),
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
            ] + .kindChoice(\.kind, command: "rename") + .versionAndHelp(),
            start: { positionals in
                guard positionals.count == 2 else {
                    throw UsageError(
                        "rename takes two names, the old and the new, e.g. viper-gen rename "
                            + "Payments Billing.", command: "rename",
                        reason: positionals.count < 2 ? .missingArgument : .unexpectedArgument)
                }
                var options = RenameOptions()
                options.oldName = positionals[0]
                options.newName = positionals[1]
                return options
            },
            check: { options in
                try CommandSyntax<RenameOptions>.refuse(
                    "quiet", "verbose", together: options.quiet && options.verbose,
                    command: "rename")
            },
            invocation: Invocation.rename)
    }
}
