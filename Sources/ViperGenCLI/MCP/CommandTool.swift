import ViperGenKit

/// A command of viper-gen served as an MCP tool, named after it: its parameters are the
/// command's positionals (``ToolParameter``) and the options of its option table, and a call
/// is the command line they make, run in process.
struct CommandTool: Sendable {
    /// The command.
    let command: any ToolCommand.Type
    /// Its positionals, in command-line order.
    let parameters: [ToolParameter]
    /// Whether a call only reads (`outdated`).
    var readOnly = false
    /// Whether a call may delete or rewrite what the user has (`remove`, `rename`, `update`).
    var destructive = false

    /// The tool's name: the command's.
    var name: String { command.name }

    /// The options a call never gives: help and the version, the output format (a call always
    /// answers with the `--json` document where the command prints one), and `-i`, which asks
    /// at a terminal the server does not have.
    static let excludedOptions: Set<String> = [
        "help", "version", "json", "quiet", "verbose", "interactive",
    ]

    /// The options of the command's table that the tool takes, in help order.
    var options: [OptionSpelling] {
        command.spellings.filter { !Self.excludedOptions.contains($0.long) }
    }

    /// The tools, one per command an assistant uses in an app: every command but `project`
    /// (which makes a new app elsewhere), `xcode` and `completion` (which set up the user's
    /// machine) and `mcp` itself.
    static let all: [CommandTool] = [
        CommandTool(command: ViperGenTool.Module.self, parameters: [.names(required: true)]),
        CommandTool(command: ViperGenTool.Service.self, parameters: [.names(required: true)]),
        CommandTool(
            command: ViperGenTool.Apply.self,
            parameters: [ToolParameter(name: "spec", term: "<spec>", shape: .path, required: false)]
        ),
        CommandTool(
            command: ViperGenTool.Init.self,
            parameters: [ToolParameter(name: "path", term: "<path>", shape: .path, required: false)]
        ),
        CommandTool(
            command: ViperGenTool.Rename.self,
            parameters: [
                ToolParameter(name: "old_name", term: "<old-name>", shape: .name, required: true),
                ToolParameter(name: "new_name", term: "<new-name>", shape: .name, required: true),
            ], destructive: true),
        CommandTool(
            command: ViperGenTool.Remove.self, parameters: [.names(required: true)],
            destructive: true),
        CommandTool(command: ViperGenTool.Check.self, parameters: []),
        CommandTool(command: ViperGenTool.Outdated.self, parameters: [], readOnly: true),
        CommandTool(
            command: ViperGenTool.Update.self, parameters: [.names(required: false)],
            destructive: true),
        CommandTool(
            command: ViperGenTool.Templates.self,
            parameters: [
                ToolParameter(
                    name: "action", term: "list",
                    shape: .choice(ViperGenTool.Templates.subcommands), required: false),
                ToolParameter(name: "template", term: "show <name>", shape: .name, required: false),
                ToolParameter(
                    name: "module", term: "derive <module>", shape: .name, required: false),
                ToolParameter(
                    name: "folder", term: "export <name> <dir>", shape: .path, required: false),
            ]),
    ]

    /// The tool named `name`, if any.
    static func named(_ name: String) -> CommandTool? {
        all.first { $0.name == name }
    }

    /// The name of `option` in the tool's input: its long spelling with `_` for `-`
    /// (`dry_run`, `test_target`).
    static func parameterName(of option: OptionSpelling) -> String {
        option.long.replacingDashes
    }
}

extension String {
    /// The text with `_` for each `-`.
    fileprivate var replacingDashes: String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
