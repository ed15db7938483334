import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

/// Reads the arguments of `viper-gen completion`: the one shell to print the script for.
enum CompletionArguments {
    /// The syntax of `completion`.
    static var syntax: CommandSyntax<CompletionShell> {
        CommandSyntax(
            command: .completion, options: .versionAndHelp(), start: shell,
            invocation: Invocation.completion)
    }

    /// The shell the positionals name, which must be the only one.
    private static func shell(_ positionals: [String]) throws -> CompletionShell {
        let names = CompletionShell.allCases.map(\.rawValue)
        guard let name = positionals.first else {
            throw UsageError(
                "Missing shell, e.g. viper-gen completion zsh. Choose one of: "
                    + names.joined(separator: ", ") + ".", command: "completion",
                reason: .missingArgument)
        }
        guard let shell = CompletionShell(rawValue: name) else {
            let close = EditDistance.closest(to: name, among: names)
            let hint = close.map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "Unknown shell \(EchoedValue(name)).\(hint) Choose one of: "
                    + names.joined(separator: ", ") + ".", command: "completion")
        }
        guard positionals.count == 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(positionals[1])): completion takes one shell.",
                command: "completion", reason: .unexpectedArgument)
        }
        return shell
    }
}
