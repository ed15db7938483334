import ViperGenKit
import ViperGenProject
import ViperGenTemplates

/// The help and usage texts, shown on stdout for --help and with usage errors on stderr.
enum HelpText {
    /// The tool's version, printed by --version.
    static let version = ToolVersion.current

    /// The usage line of the tool or of the command named `name`.
    static func usage(_ name: String?) -> String {
        guard let name, let command = ToolCommand(name: name) else {
            return "USAGE: viper-gen <command> <name> [<options>]"
        }
        return "USAGE: viper-gen \(command.name) \(command.argumentsSynopsis)"
    }

    /// The pointer printed after a usage error.
    static func seeHelp(_ name: String?) -> String {
        let tool = name.flatMap(ToolCommand.init(name:)).map { "viper-gen \($0.name)" }
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
        for command in ToolCommand.all {
            lines.append(row(command.name, command.summary))
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
        lines += HelpExamples.tool.map { "  " + $0 }
        lines += [
            "",
            "See 'viper-gen <command> --help' for a command's options, 'viper-gen help --man' for",
            "the man page.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help.
    static func command(_ command: ToolCommand) -> String {
        var lines = ["OVERVIEW: \(command.overview)", "", usage(command.name), ""]
        let arguments = self.arguments(command)
        if !arguments.isEmpty { lines.append("ARGUMENTS:") }
        lines += arguments.map { row($0.term, $0.text) }
        lines += arguments.isEmpty ? ["OPTIONS:"] : ["", "OPTIONS:"]
        for option in command.syntax.spellings {
            lines.append(row(option.synopsis, option.help))
        }
        lines += ["", "EXAMPLES:"] + HelpExamples.of(command).map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command's arguments as help lists them: each term with what it means.
    static func arguments(_ command: ToolCommand) -> [(term: String, text: String)] {
        switch command {
        case .generate(let kind): return [("<name>", nameHelp(kind))]
        case .apply:
            return [
                (
                    "<spec>",
                    "The spec file: {\"version\": 1, \"modules\": [...], \"services\": [...]} "
                        + "(default: viper-gen.spec.json at the project root)."
                )
            ]
        case .`init`: return [("<path>", "The app's folder (default: the current folder).")]
        case .remove:
            return [
                (
                    "<name>",
                    "A module or service name as module and service take it (payments, "
                        + "Network). Several names make one run: one transaction."
                )
            ]
        case .outdated: return []
        case .update:
            return [
                (
                    "<name>",
                    "A recorded module or service (payments, Network); none for every one "
                        + "whose template changed. Several names make one run."
                )
            ]
        case .check:
            return [("(none)", "Every module and service of the enclosing project.")]
        case .rename:
            return [
                ("<old-name>", "The recorded module or service (payments, Network)."),
                ("<new-name>", "Its new name, normalised the same way (billing, API)."),
            ]
        case .templates:
            return [
                ("list", "List every template found, in search order (the default)."),
                (
                    "show <name>", "Show a template's options (types, defaults, choices) and files."
                ),
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
            ]
        case .xcode:
            return [
                (
                    "install",
                    "Write every style's module template (VIPER Module (SwiftUI), (UIKit), ...) "
                        + "and VIPER Service for Xcode's File > New."
                ),
                ("uninstall", "Remove the template folders install wrote, and nothing else."),
            ]
        case .completion:
            return CompletionShell.allCases.map {
                ($0.rawValue, "Print the script for \($0.rawValue) (\($0.installHint)).")
            }
        }
    }

    /// What the name argument means for `command`.
    private static func nameHelp(_ command: ScaffoldKind) -> String {
        switch command {
        case .project:
            return "The app name, e.g. MyApp (my-app becomes MyApp)."
        case .module:
            return "The module name, e.g. Payments (payment-details becomes PaymentDetails). "
                + "Several names make one run: one transaction, each app file edited once."
        case .service:
            return "The service name, e.g. Network (becomes NetworkService). Several names make "
                + "one run: one transaction, each app file edited once."
        }
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
