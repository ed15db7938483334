import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

/// Reads the arguments of `viper-gen templates`: `[list]`, `show <name>` or
/// `export <name> <dir>`, and `--json`.
enum TemplatesArguments {
    /// The subcommands, in help order.
    static let subcommands = ["list", "show", "export"]

    /// The syntax of `templates`.
    static var syntax: CommandSyntax<TemplatesOptions> {
        CommandSyntax(
            command: .templates,
            options: [
                .flag("json", help: "Print JSON instead of text (list and show).", \.json),
                .flag(
                    "quiet", short: "q",
                    help: "Print errors only (export); list and show print what they are asked.",
                    \.quiet),
            ] + .versionAndHelp(),
            start: start,
            check: { options in
                guard case .export = options.action, options.json else { return }
                throw UsageError(
                    "--json applies to list and show, not export.", command: "templates")
            },
            invocation: Invocation.templates)
    }

    /// The options for the subcommand the positionals name, or the usage error that says what
    /// is wrong.
    private static func start(_ arguments: [String]) throws -> TemplatesOptions {
        var options = TemplatesOptions()
        switch arguments.first {
        case nil, "list":
            try expect(arguments, count: 1, usage: "list", takes: "no arguments")
        case "show":
            try expect(arguments, count: 2, usage: "show <name>", takes: "one template")
            options.action = .show(arguments[1])
        case "export":
            try expect(
                arguments, count: 3, usage: "export <name> <dir>", takes: "a template and a folder")
            options.action = .export(name: arguments[1], folder: arguments[2])
        case let other?:
            let close = EditDistance.closest(to: other, among: subcommands)
            let hint = close.map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "Unknown templates subcommand \(EchoedValue(other)).\(hint) Choose one of: "
                    + subcommands.joined(separator: ", ") + ".", command: "templates")
        }
        return options
    }

    /// Refuses missing or extra arguments for the subcommand written `usage`, which takes
    /// `count` arguments counting itself.
    private static func expect(
        _ arguments: [String], count: Int, usage: String, takes: String
    ) throws {
        if arguments.count > count {
            throw UsageError(
                "Unexpected argument \(EchoedValue(arguments[count])): templates \(usage) takes "
                    + "\(takes). "
                    + "Quote a name or folder that contains spaces.", command: "templates")
        }
        if arguments.count < count, !arguments.isEmpty {
            let example =
                usage.hasPrefix("export")
                ? "viper-gen templates export module .viper-gen/templates/module"
                : "viper-gen templates show module"
            throw UsageError(
                "Missing argument: the usage is 'viper-gen templates \(usage)', e.g. \(example).",
                command: "templates")
        }
    }
}
