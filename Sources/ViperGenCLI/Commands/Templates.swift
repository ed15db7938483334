import ViperGenKit
import ViperGenProject

extension ViperGenTool {
    /// `viper-gen templates [list | show <name> | export <name> <dir> | derive <module>]`:
    /// lists, shows, exports and derives templates.
    struct Templates: ToolCommand {
        /// The subcommands, in help order.
        static let subcommands = ["list", "show", "export", "derive"]

        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "templates",
            summary:
                "List, show, export and derive templates (built-in, project, user and Xcode ones).",
            overview: """
                List the templates viper-gen finds, in search order: the project's
                .viper-gen/templates, your ~/.config/viper-gen/templates (XDG_CONFIG_HOME),
                Xcode's ~/Library/Developer/Xcode/Templates (on macOS, or VIPER_GEN_XCODE_TEMPLATES),
                then the built-in ones; the first template of a name is used. Show one,
                export a built-in one to start a template of your own, or derive one from
                a module of your app so new modules are made like yours.
                """,
            usage: "[list | show <name> | export <name> <dir> | derive <module>] [<options>]",
            arguments: [
                ("list", "List every template found, in search order (the default)."),
                ("show <name>", "Show a template's options (types, defaults, choices) and files."),
                (
                    "export <name> <dir>",
                    "Copy a built-in template's files into <dir> (created; no file is replaced) "
                        + "to start a template of your own."
                ),
                (
                    "derive <module>",
                    "Make a team template in .viper-gen/templates from one of the app's modules "
                        + "(a name or a folder): its skeleton, with the name as macros."
                ),
            ],
            examples: [
                "viper-gen templates",
                "viper-gen templates show module --json",
                "viper-gen templates export module .viper-gen/templates/module",
                "viper-gen templates derive Profile --dry-run",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<TemplatesOptions>] {
            [
                .flag(
                    "json", help: "Print JSON instead of text (list and show); errors too.",
                    \.json),
                .flag(
                    "quiet", short: "q",
                    help:
                        "Print errors only (export, derive); list and show print what they are asked.",
                    \.quiet),
                .value(
                    "name", valueName: "name",
                    help: "The derived template's name (derive; default: <app>-module).",
                    \.templateName),
                .flag(
                    "dry-run",
                    help:
                        "Print what derive (files, skeleton) or export (files) would write; write nothing.",
                    \.dryRun),
                .flag(
                    "force", help: "Replace the files of an existing derived template (derive).",
                    \.force),
            ] + .versionAndHelp()
        }

        /// The subcommand, then a template's name, then (for export) the folder.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            let positionals = line.positionals
            if positionals.isEmpty { return CompletionCandidates.matching(current, subcommands) }
            if positionals.count == 1, positionals[0] != "list" {
                return CompletionCandidates.matching(current, lookup.templateNames())
            }
            return positionals.count == 2 && positionals[0] == "export"
                ? [CompletionCandidates.directory] : []
        }

        /// The options as parsed.
        let options: TemplatesOptions

        /// `templates derive --dry-run` or `templates export --dry-run`; `templates` otherwise
        /// only reads.
        var isDryRun: Bool { options.dryRun }

        /// Lists, shows, exports or derives templates.
        func run(environment: RunEnvironment, console: Console) throws {
            try TemplateLister(options: options, environment: environment, console: console).run()
        }
    }
}
