import ViperGenKit

/// Reads the arguments of `viper-gen apply`: at most one spec file and the options of the
/// generating commands that apply to a spec (it gives names, templates and template options,
/// and existing modules are always left as they are).
enum ApplyArguments {
    /// The syntax of `apply`.
    static var syntax: CommandSyntax<ApplyOptions> {
        CommandSyntax(
            command: .apply, options: options,
            start: { positionals in
                var options = ApplyOptions()
                options.spec = try CommandSyntax<ApplyOptions>.singlePath(
                    positionals, takes: "one spec file", command: "apply")
                return options
            },
            check: { options in
                try CommandSyntax<ApplyOptions>.refuse(
                    "quiet", "verbose", together: options.flags.quiet && options.flags.verbose,
                    command: "apply")
            },
            invocation: Invocation.apply)
    }

    /// The options of `apply`, in help order.
    private static var options: [CommandOption<ApplyOptions>] {
        var options: [CommandOption<ApplyOptions>] = .fileHeader(
            author: \.flags.author, organization: \.flags.organization, date: \.flags.date)
        options += [
            .dryRun(
                \.flags.dryRun,
                help: "Print what would become of each module and service, the files that would "
                    + "be written and the app-file edits as diffs; write nothing."),
            .target(\.flags.target),
            .testTarget(\.flags.testTarget),
            .flag(
                "no-tests", help: "Do not write the new modules' tests and test doubles.",
                \.flags.noTests),
            .json(\.flags.json),
        ]
        return options + .quietAndVerbose(quiet: \.flags.quiet, verbose: \.flags.verbose)
            + .versionAndHelp()
    }
}
