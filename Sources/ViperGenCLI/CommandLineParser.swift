import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

/// Turns the arguments after the executable name into an `Invocation`, or a `UsageError`.
enum CommandLineParser {
    /// Parses `arguments` (without the executable name); none at all asks for the help.
    static func parse(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "-h", "--help": return .help(nil)
        case "--version": return .version
        case CompletionCandidates.hiddenCommand: return .complete(Array(arguments.dropFirst()))
        case "help":
            if arguments.count == 2, arguments[1] == "--man" { return .manual }
            guard arguments.count > 1, !["-h", "--help", "help"].contains(arguments[1]) else {
                return .help(nil)
            }
            guard let command = ViperGenTool.command(named: arguments[1]) else {
                throw unknownCommand(arguments[1])
            }
            return .help(command)
        default:
            if let moved = commandFirst(arguments) { return try parse(moved) }
            guard let command = ViperGenTool.command(named: first) else {
                throw unknownCommand(first)
            }
            return try command.parse(Array(arguments.dropFirst()))
        }
    }

    /// The options that may come before the command (`viper-gen -v module Payments`): they
    /// are the command's own, moved after its name.
    static let leadingOptions: Set = ["-q", "--quiet", "-v", "--verbose"]

    /// `arguments` with the command first, when only ``leadingOptions`` come before it.
    private static func commandFirst(_ arguments: [String]) -> [String]? {
        guard let index = arguments.firstIndex(where: { !leadingOptions.contains($0) }),
            index > 0, ViperGenTool.command(named: arguments[index]) != nil
        else { return nil }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// An unknown command, with the list of real ones; an option where the command should be
    /// is named as an option, with the ones that may stand there.
    private static func unknownCommand(_ name: String) -> UsageError {
        if leadingOptions.contains(name) {
            return UsageError(
                "Missing command after \(EchoedValue(name)), e.g. viper-gen \(name) module "
                    + "Payments.", command: nil, reason: .missingArgument)
        }
        if name.hasPrefix("-") {
            let options = ["--help", "--version"] + leadingOptions.sorted()
            let close = EditDistance.closest(to: name, among: options)
            let hint = close.map { " Did you mean '\($0)'?" } ?? ""
            return UsageError(
                "Unknown option \(EchoedValue(name)) before the command.\(hint) Before a "
                    + "command come only --help, --version, -q and -v; the command's options "
                    + "follow it.",
                command: nil, reason: .unknownOption)
        }
        let names = ViperGenTool.commands.map { $0.name }
        let close = EditDistance.closest(to: name, among: names)
        let hint = close.map { " Did you mean '\($0)'?" } ?? ""
        return UsageError(
            "Unknown command \(EchoedValue(name)).\(hint) Choose one of: "
                + "\(names.joined(separator: ", ")).",
            command: nil, reason: .unknownCommand)
    }
}
