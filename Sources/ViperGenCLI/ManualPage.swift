import ViperGenKit

/// The man page `viper-gen.1` (roff, `man` macros), printed by `viper-gen help --man`: a
/// second rendering of the data `--help` shows (``HelpText`` and the commands' configurations
/// and option tables, ``ViperGenTool/commands``), so the two never drift, plus the sections only a man page has
/// (``ManualTopics``).
enum ManualPage {
    /// The whole page.
    static func text() -> String {
        var lines = [
            ".TH VIPER\\-GEN 1 \"\" \"viper\\-gen \(roff(HelpText.version))\" \"User Commands\"",
            ".nh", ".ad l", ".SH NAME", "viper\\-gen \\- " + roff(HelpText.toolSummary),
            ".SH SYNOPSIS",
        ]
        for command in ViperGenTool.commands {
            lines += [
                ".B viper\\-gen \(command.name)", roff(command.configuration.usage), ".br",
            ]
        }
        lines += [
            ".B viper\\-gen help", roff("[<command>] | --man"), ".br",
            ".B viper\\-gen", roff("--version | --help"),
            ".SH DESCRIPTION",
        ]
        lines += paragraphs(ManualTopics.description)
        lines += [".SH COMMANDS"]
        for command in ViperGenTool.commands { lines += section(command) }
        lines += [
            ".SS help [<command>] | \\-\\-man",
            roff(
                "The tool's help (the same as viper-gen --help and viper-gen alone), a command's "
                    + "help (the same as viper-gen <command> --help), or this page: viper-gen help --man."
            ),
            ".SH OPTIONS",
        ]
        lines += HelpText.toolOptions.flatMap { tagged(bold($0.term), $0.text) }
        lines += [".SH EXIT STATUS"]
        lines += ManualTopics.exitStatuses.flatMap { tagged(bold(String($0.code)), $0.text) }
        lines += [".SH ENVIRONMENT"]
        lines += ManualTopics.environment.flatMap { tagged(bold($0.name), $0.text) }
        lines += [".SH FILES"]
        lines += ManualTopics.files.flatMap { tagged(bold($0.path), $0.text) }
        lines += [".SH EXAMPLES"] + example(HelpText.toolExamples)
        lines += [".SH SEE ALSO"] + paragraphs(ManualTopics.seeAlso)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's section: its overview, arguments, options and examples.
    private static func section(_ command: any ToolCommand.Type) -> [String] {
        let configuration = command.configuration
        var lines = [".SS \(command.name) " + roff(configuration.usage)]
        lines += paragraphs(configuration.overview.split(separator: "\n").joined(separator: " "))
        let arguments = configuration.arguments
        if !arguments.isEmpty {
            lines += [".PP", "Arguments:"]
            lines += arguments.flatMap { tagged(italic($0.term), $0.text) }
        }
        lines += [".PP", "Options:"]
        for option in command.spellings {
            var term = option.short.map { bold("-\($0)") + ", " } ?? ""
            term += bold("--" + option.long)
            if let value = option.valueName { term += " " + italic("<\(value)>") }
            lines += tagged(term, option.help)
        }
        lines += [".PP", "Examples:"] + example(configuration.examples)
        return lines
    }

    /// A tagged paragraph: `term` (already roff) over `text`, indented.
    private static func tagged(_ term: String, _ text: String) -> [String] {
        [".TP", term, roff(text)]
    }

    /// `text` as paragraphs, one per blank-line-separated block.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n\n").flatMap { [".PP", roff(String($0))] }
    }

    /// Command lines shown as they are typed, indented and unfilled.
    private static func example(_ lines: [String]) -> [String] {
        [".PP", ".RS 4", ".nf"] + lines.map(roff) + [".fi", ".RE"]
    }

    /// `text` in bold.
    private static func bold(_ text: String) -> String { "\\fB" + roff(text) + "\\fR" }

    /// `text` in italics.
    private static func italic(_ text: String) -> String { "\\fI" + roff(text) + "\\fR" }

    /// `text` escaped for roff: backslashes and dashes escaped, a leading `.` or `'` (which
    /// would start a request) guarded.
    static func roff(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }
}
