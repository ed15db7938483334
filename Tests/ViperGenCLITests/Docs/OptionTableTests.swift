import Foundation
import Testing
import ViperGenCLITestSupport

@testable import ViperGenCLI

/// Issue 38: the README's option tables say what `--help` says, word for word, with an example
/// each, so the help strings are the one source; docs/reference.md's table in full has the
/// same options as `project`, `module` and `service`.
@Suite("Option tables")
struct OptionTableTests {
    /// The header of every option table.
    private static let header = "| option | what it does | example |"

    /// Each command with the README line its option table follows.
    private static let readmeTables = [
        ("project", "`viper-gen project`:"), ("module", "`viper-gen module`:"),
        ("service", "`viper-gen service`:"), ("apply", "### `viper-gen apply`"),
        ("init", "### `viper-gen init`"), ("remove", "### `viper-gen remove`"),
        ("outdated", "### `viper-gen outdated`"), ("update", "### `viper-gen update`"),
        ("check", "### `viper-gen check`"), ("rename", "### `viper-gen rename`"),
        ("xcode", "### `viper-gen xcode install | uninstall`"),
        ("templates", "### `viper-gen templates list | show | export | derive`"),
    ]

    /// A table cell as plain text: without the backticks that keep Markdown from reading it.
    private static func plain(_ cell: String) -> String {
        cell.replacingOccurrences(of: "`", with: "")
    }

    @Test(arguments: readmeTables)
    func readmeTableSaysWhatHelpSays(command: String, heading: String) throws {
        let table = try MarkdownTable(in: "README.md", after: heading, header: Self.header)
        let help = HelpOptions(command: command).options
        #expect(!help.isEmpty)
        #expect(table.rows.map { Self.plain($0[0]) } == help.map(\.spelling))
        for (row, option) in zip(table.rows, help) {
            #expect(Self.plain(row[1]) == option.text, "\(command) \(option.spelling)")
            let example = Self.plain(row[2])
            let spellings = option.spelling.components(separatedBy: ", ").map {
                String($0.prefix { $0 != " " })
            }
            #expect(
                example.hasPrefix("viper-gen \(command)")
                    && spellings.contains { example.contains($0) },
                "\(command) \(option.spelling): no example: \(example)")
        }
    }

    @Test func everyCommandWithOptionsHasATable() {
        let covered = Set(Self.readmeTables.map(\.0))
        let help = TestRun.run(["--help"], in: URL(fileURLWithPath: "/")).out
        let lines = help.components(separatedBy: "\n")
        let start = (lines.firstIndex(of: "COMMANDS:") ?? lines.endIndex - 1) + 1
        let commands = lines[start...].prefix { !$0.isEmpty }.filter { !$0.hasPrefix("    ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(commands.count > 10, "\(commands)")
        for command in commands where !covered.contains(command) {
            #expect(HelpOptions(command: command).options.isEmpty, "\(command) has no table")
        }
    }

    @Test func referenceTableHasTheGeneratingCommandsOptions() throws {
        let table = try MarkdownTable(
            in: "docs/reference.md", after: "## Options of `project`, `module` and `service`",
            header: Self.header)
        let documented = Set(table.rows.map { Self.plain($0[0]) })
        let help = ["project", "module", "service"].flatMap {
            HelpOptions(command: $0).options.map(\.spelling)
        }
        #expect(documented == Set(help + ["--version", "-h, --help"]))
    }

    @Test func helpOptionsJoinWrappedLines() {
        let help = """
            OPTIONS:
              -o, --output <dir>        The folder to create it in (default: the project's folder for it, else
                                        the current folder).
              --version                 Show the version.

            """
        let options = HelpOptions(help: help).options
        #expect(options.count == 1)
        #expect(options.first?.spelling == "-o, --output <dir>")
        #expect(
            options.first?.text
                == "The folder to create it in (default: the project's folder for it, else the "
                + "current folder).")
    }
}
