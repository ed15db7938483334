import ViperGenKit
import ViperGenProject
import ViperGenTemplates

/// The help and usage texts, shown on stdout for --help and with usage errors on stderr.
enum HelpText {
    /// The tool's version, printed by --version.
    static let version = ToolVersion.current

    /// The usage line of the tool or of the command named `name`.
    static func usage(_ name: String?) -> String {
        guard let name, let command = ViperGenTool.command(named: name) else {
            return "USAGE: viper-gen <command> <name> [<options>]"
        }
        return "USAGE: viper-gen \(command.name) \(command.configuration.usage)"
    }

    /// The pointer printed after a usage error.
    static func seeHelp(_ name: String?) -> String {
        let tool = name.flatMap(ViperGenTool.command(named:)).map { "viper-gen \($0.name)" }
        return "See '\(tool ?? "viper-gen") --help' for more information."
    }

    /// The options of the tool itself, as its help lists them.
    static let toolOptions: [(term: String, text: String)] = [
        ("--version", "Show the version."), ("-h, --help", "Show help information."),
    ]

    /// The tool's summary: the first line of its help and the man page's NAME.
    static let toolSummary =
        "Scaffold VIPER projects, modules and services, in five styles, from Xcode templates."

    /// The tool's help.
    static func tool() -> String {
        var lines = [
            "OVERVIEW: " + toolSummary,
            "",
            usage(nil),
            "",
            "COMMANDS:",
        ]
        for command in ViperGenTool.commands {
            lines.append(row(command.name, command.configuration.summary))
        }
        lines += [
            "",
            "OPTIONS:",
        ]
        lines += toolOptions.map { row($0.term, $0.text) }
        lines += [
            "",
            "EXAMPLES:",
        ]
        lines += toolExamples.map { "  " + $0 }
        lines += [
            "",
            "See 'viper-gen <command> --help' for a command's options, 'viper-gen help --man' for",
            "the man page.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The example invocations in the tool's help and the man page.
    static let toolExamples = [
        "viper-gen project MyApp",
        "cd MyApp && viper-gen module Payments",
        "viper-gen service Network",
        "viper-gen apply",
        "viper-gen remove Payments",
        "viper-gen update",
        "viper-gen check",
        "viper-gen rename Payments Billing",
        "viper-gen templates",
        "viper-gen completion zsh > \(CompletionShell.zsh.scriptPath)",
    ]

    /// One command's help.
    static func command(_ command: any ToolCommand.Type) -> String {
        let configuration = command.configuration
        var lines = ["OVERVIEW: \(configuration.overview)", "", usage(command.name), ""]
        let arguments = configuration.arguments
        if !arguments.isEmpty { lines.append("ARGUMENTS:") }
        lines += arguments.map { row($0.term, $0.text) }
        lines += arguments.isEmpty ? ["OPTIONS:"] : ["", "OPTIONS:"]
        for option in command.spellings {
            lines.append(row(option.synopsis, option.help))
        }
        lines += ["", "EXAMPLES:"] + configuration.examples.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A help row: the term padded to a column, then its description wrapped at 100 columns.
    private static func row(_ term: String, _ text: String) -> String {
        let column = 28
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, column + current.count + 1 + word.count > 100 {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(current)
        let head = "  " + term
        let first =
            head.count < column - 1
            ? head + String(repeating: " ", count: column - head.count) + lines[0]
            : head + "\n" + indent + lines[0]
        return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
