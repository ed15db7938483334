import ViperGenKit
import ViperGenSystem

/// Turns the arguments after the executable name into an `Invocation`, or a `UsageError`.
public enum CommandLineParser {
    /// Parses `arguments` (without the executable name); none at all asks for the help.
    public static func parse(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "-h", "--help": return .help(nil)
        case "--version": return .version
        case CompletionCandidates.hiddenCommand: return .complete(Array(arguments.dropFirst()))
        case "help":
            guard arguments.count > 1 else { return .help(nil) }
            if arguments[1] == "--man", arguments.count == 2 { return .manual }
            guard let command = ToolCommand(name: arguments[1]) else {
                throw unknownCommand(arguments[1])
            }
            return .help(command)
        default:
            guard let command = ToolCommand(name: first) else { throw unknownCommand(first) }
            return try command.syntax.invocation(for: Array(arguments.dropFirst()))
        }
    }

    /// An unknown command, with the list of real ones.
    private static func unknownCommand(_ name: String) -> UsageError {
        let names = ToolCommand.all.map(\.name)
        let close = EditDistance.closest(to: name, among: names)
        let hint = close.map { " Did you mean '\($0)'?" } ?? ""
        return UsageError(
            "Unknown command \(EchoedValue(name)).\(hint) Choose one of: "
                + "\(names.joined(separator: ", ")).",
            command: nil)
    }
}
