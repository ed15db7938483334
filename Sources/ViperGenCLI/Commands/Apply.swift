import ViperGenKit
import ViperGenProject

extension ViperGenTool {
    /// `viper-gen apply [<spec>]`: generates the modules and services a spec lists that are
    /// missing, and registers all.
    ///
    /// It takes at most one spec file and the options of the
    /// generating commands that apply to a spec (it gives names, templates and template
    /// options, and existing modules are always left as they are).
    struct Apply: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "apply",
            summary:
                "Generate the modules and services a spec file lists that are missing; register all.",
            overview: """
                Make the project hold every module and service its spec (viper-gen.spec.json)
                lists: generate what is missing, leave what exists as it is, and register
                everything not registered yet, in one transaction. The whole spec is checked
                first and every problem in it reported at once; nothing is written then.
                """,
            usage: "[<spec>] [<options>]",
            arguments: [
                (
                    "<spec>",
                    "The spec file: {\"version\": 1, \"modules\": [...], \"services\": [...]} "
                        + "(default: viper-gen.spec.json at the project root)."
                )
            ],
            examples: [
                "viper-gen apply",
                "viper-gen apply --dry-run",
                "viper-gen apply specs/features.json --no-tests",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<ApplyOptions>] {
            var options: [CommandOption<ApplyOptions>] = .fileHeader(
                author: \.flags.author, organization: \.flags.organization, date: \.flags.date)
            options += [
                .dryRun(
                    \.flags.dryRun,
                    help: "Print what would become of each module and service, the files that "
                        + "would be written and the app-file edits as diffs; write nothing."),
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

        /// It writes the modules and services it generates.
        static let writesFiles = true

        /// The spec file, if given.
        static func start(_ positionals: [String]) throws -> ApplyOptions {
            var options = ApplyOptions()
            options.spec = try singlePath(positionals, takes: "one spec file")
            return options
        }

        /// Refuses `-q` with `-v`.
        static func check(_ options: ApplyOptions) throws {
            try refuse("quiet", "verbose", together: options.flags.quiet && options.flags.verbose)
        }

        /// The spec file, then a path.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            line.positionals.isEmpty ? [CompletionCandidates.file] : []
        }

        /// The options as parsed.
        let options: ApplyOptions

        /// `--dry-run`.
        var isDryRun: Bool { options.flags.dryRun }

        /// Applies the spec, or with `--dry-run` shows the plan.
        func run(environment: RunEnvironment, console: Console) throws {
            try Applier(options: options, environment: environment, console: console).run()
        }
    }
}
