import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

extension ViperGenTool {
    /// `viper-gen completion zsh | bash | fish`: prints a shell's completion script.
    struct Completion: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "completion",
            summary: "Print the completion script for zsh, bash or fish.",
            overview: """
                Print the completion script for zsh, bash or fish on stdout. The script asks
                viper-gen itself for the candidates as you type: commands, options, styles,
                template names from the search path, a template's --set keys and choices, and
                the recorded modules and services for remove, rename and update.
                """,
            usage: "zsh | bash | fish",
            arguments: CompletionShell.allCases.map {
                ($0.rawValue, "Print the script for \($0.rawValue) (\($0.installHint)).")
            },
            examples: CompletionShell.allCases.map {
                "viper-gen completion \($0.rawValue) > \($0.scriptPath)"
            })

        /// Its options, in help order.
        static var optionTable: [CommandOption<CompletionShell>] { .versionAndHelp() }

        /// It prints a script and reads no project.
        static let onlyPrints = true

        /// The shell the positionals name, which must be the only one.
        static func start(_ positionals: [String]) throws -> CompletionShell {
            let names = CompletionShell.allCases.map(\.rawValue)
            guard let shellName = positionals.first else {
                throw UsageError(
                    "Missing shell, e.g. viper-gen completion zsh. Choose one of: "
                        + names.joined(separator: ", ") + ".", command: name,
                    reason: .missingArgument)
            }
            guard let shell = CompletionShell(rawValue: shellName) else {
                let close = EditDistance.closest(to: shellName, among: names)
                let hint = close.map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    "Unknown shell \(EchoedValue(shellName)).\(hint) Choose one of: "
                        + names.joined(separator: ", ") + ".", command: name)
            }
            guard positionals.count == 1 else {
                throw UsageError(
                    "Unexpected argument \(EchoedValue(positionals[1])): completion takes one "
                        + "shell.", command: name, reason: .unexpectedArgument)
            }
            return shell
        }

        /// The shells.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            guard line.positionals.isEmpty else { return [] }
            return CompletionCandidates.matching(current, CompletionShell.allCases.map(\.rawValue))
        }

        /// The shell.
        let options: CompletionShell

        /// Never: it writes nothing.
        var isDryRun: Bool { false }

        /// Prints the script.
        func run(environment: RunEnvironment, console: Console) throws {
            console.out(options.script)
        }
    }
}
