import ViperGenKit
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

    /// The tool's help.
    static func tool() -> String {
        var lines = [
            "OVERVIEW: Scaffold SwiftUI VIPER projects, modules and services from Xcode-style "
                + "templates.",
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
            row("--version", "Show the version."),
            row("-h, --help", "Show help information."),
            "",
            "EXAMPLES:",
            "  viper-gen project MyApp",
            "  cd MyApp && viper-gen module Payments",
            "  viper-gen service Network",
            "  viper-gen apply",
            "  viper-gen remove Payments",
            "  viper-gen update",
            "  viper-gen check",
            "  viper-gen rename Payments Billing",
            "  viper-gen templates",
            "",
            "See 'viper-gen <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help.
    static func command(_ command: ToolCommand) -> String {
        var lines = ["OVERVIEW: \(command.overview)", "", usage(command.name), ""]
        if command != .outdated { lines.append("ARGUMENTS:") }
        switch command {
        case .generate(let kind): lines.append(row("<name>", nameHelp(kind)))
        case .apply:
            lines.append(
                row(
                    "<spec>",
                    "The spec file: {\"version\": 1, \"modules\": [...], \"services\": [...]} "
                        + "(default: viper-gen.spec.json at the project root)."))
        case .`init`: lines.append(row("<path>", "The app's folder (default: the current folder)."))
        case .remove:
            lines.append(
                row(
                    "<name>",
                    "A module or service name as module and service take it (payments, "
                        + "Network). Several names make one run: one transaction."))
        case .outdated: break
        case .update:
            lines.append(
                row(
                    "<name>",
                    "A recorded module or service (payments, Network); none for every one "
                        + "whose template changed. Several names make one run."))
        case .check:
            lines.append(row("(none)", "Every module and service of the enclosing project."))
        case .rename:
            lines += [
                row("<old-name>", "The recorded module or service (payments, Network)."),
                row("<new-name>", "Its new name, normalised the same way (billing, API)."),
            ]
        case .templates:
            lines += [
                row("list", "List every template found, in search order (the default)."),
                row(
                    "show <name>", "Show a template's options (types, defaults, choices) and files."
                ),
                row(
                    "export <name> <dir>",
                    "Copy a built-in template's files into <dir> (created; no file is replaced) "
                        + "to start a template of your own."),
            ]
        case .xcode:
            lines += [
                row(
                    "install",
                    "Write every style's module template (VIPER Module (SwiftUI), (UIKit), ...) "
                        + "and VIPER Service for Xcode's File > New."),
                row("uninstall", "Remove the template folders install wrote, and nothing else."),
            ]
        }
        lines += command == .outdated ? ["OPTIONS:"] : ["", "OPTIONS:"]
        for option in command.syntax.spellings {
            lines.append(row(option.synopsis, option.help))
        }
        lines += ["", "EXAMPLES:"] + examples(command).map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
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

    /// Example invocations of `command`.
    private static func examples(_ command: ToolCommand) -> [String] {
        if command == .xcode {
            return [
                "viper-gen xcode install",
                "viper-gen xcode install --dest ~/Desktop/viper-gen-templates",
                "viper-gen xcode uninstall",
            ]
        }
        if command == .apply {
            return [
                "viper-gen apply",
                "viper-gen apply --dry-run",
                "viper-gen apply specs/features.json --no-tests",
            ]
        }
        if command == .outdated {
            return ["viper-gen outdated", "viper-gen outdated -q"]
        }
        if command == .update {
            return [
                "viper-gen update", "viper-gen update Payments --dry-run",
                "viper-gen update Payments Network",
            ]
        }
        if command == .remove {
            return [
                "viper-gen remove Payments",
                "viper-gen remove Payments --dry-run",
                "viper-gen remove Payments Profile Network",
                "viper-gen remove Payments --force",
            ]
        }
        if command == .check {
            return [
                "viper-gen check", "viper-gen check --json", "viper-gen check --fix --dry-run",
                "viper-gen check --fix",
            ]
        }
        if command == .rename {
            return [
                "viper-gen rename Payments Billing",
                "viper-gen rename Payments Billing --dry-run",
                "viper-gen rename Network API --force",
            ]
        }
        if command == .templates {
            return [
                "viper-gen templates",
                "viper-gen templates show module --json",
                "viper-gen templates export module .viper-gen/templates/module",
            ]
        }
        guard case .generate(let kind) = command else {
            return [
                "viper-gen init",
                "viper-gen init ~/Developer/MyApp --dry-run",
                "viper-gen init --modules-path MyApp/Screens --services-path MyApp/Services",
                "viper-gen init --style uikit --modules-path MyApp/Screens",
            ]
        }
        switch kind {
        case .project:
            return [
                "viper-gen project MyApp",
                "viper-gen project MyApp -o ~/Developer --organization \"Acme Inc.\"",
                "viper-gen project MyApp --set bundleIdentifierPrefix=com.acme",
                "viper-gen project MyApp --set observation=Observable",
                "viper-gen project MyApp --template uikit",
            ]
        case .module:
            return [
                "viper-gen module Payments",
                "viper-gen module payment-details --dry-run",
                "viper-gen module Payments Profile Settings",
                "viper-gen module Payments -o Sources/MyApp/Features --author \"Jane Appleseed\"",
                "viper-gen module Payments --set observation=Observable --no-tests",
                "viper-gen module Payments --template team-module --set interface=SwiftUI",
                "viper-gen module Payments --template routed",
            ]
        case .service:
            return [
                "viper-gen service Network",
                "viper-gen service Analytics --force",
            ]
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
