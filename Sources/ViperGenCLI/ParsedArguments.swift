import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// A command's arguments split into the options given (with their values) and positionals,
/// checked against the options that command takes.
struct ParsedArguments<Options> {
    /// The given options' stores with their values ("" for flags), in command-line order.
    var values: [(store: (inout Options, String) throws -> Void, value: String)] = []
    /// The arguments that are not options.
    var positionals: [String] = []
    /// `-h`/`--help` was given.
    var wantsHelp = false
    /// `--version` was given.
    var wantsVersion = false

    /// Splits `arguments` by `options`, the options of `command`; `--` ends the options and
    /// `--key=value` works too.
    init(
        _ arguments: [String], options: [CommandOption<Options>], command: any ToolCommand.Type
    ) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (spelling, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.spelling.matches(spelling) }) else {
                throw UsageError(
                    Self.unknownOption(spelling, among: options, for: command),
                    command: command.name, reason: .unknownOption)
            }
            var value = ""
            if option.spelling.valueName != nil {
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        "Missing value for '\(option.spelling.synopsis)'.", command: command.name,
                        reason: .missingValue)
                }
            } else if inlineValue != nil {
                throw UsageError(
                    "The flag '--\(option.spelling.long)' takes no value.", command: command.name,
                    reason: .unexpectedValue)
            }
            switch option.effect {
            case .showHelp: wantsHelp = true
            case .showVersion: wantsVersion = true
            case .store(let store): values.append((store, value))
            }
            if wantsHelp || wantsVersion { return }
        }
    }

    /// Splits `--key=value` into its spelling and inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// "Unknown option" with the closest spelling the command knows, when one is close; an
    /// option of other commands that `command` does not take names those commands, and
    /// `--style` where `--template` chooses the style says so.
    private static func unknownOption(
        _ spelling: String, among options: [CommandOption<Options>],
        for command: any ToolCommand.Type
    ) -> String {
        let spellings = options.map { "--" + $0.spelling.long }
        let shown = EchoedValue(spelling)
        if let suggestion = EditDistance.closest(to: spelling, among: spellings) {
            return "Unknown option \(shown). Did you mean '\(suggestion)'?"
        }
        if spelling == "--style", spellings.contains("--template") {
            let styles = ArchitectureStyle.names
            return "Unknown option \(shown). Choose the style with --template ("
                + styles.dropLast().joined(separator: ", ") + " or \(styles[styles.count - 1])); "
                + "in a project, modules and services take the project's style."
        }
        let owners = ViperGenTool.commands.filter { other in
            other.spellings.contains { "--" + $0.long == spelling }
        }
        guard !owners.isEmpty else { return "Unknown option \(shown)." }
        let names = owners.map { "'\($0.name)'" }
        // Named when they are one or two (`--modules-path` is init's); a common one is not.
        guard names.count <= 2 else {
            return "The option \(shown) does not apply to \(command.name)."
        }
        return "The option \(shown) does not apply to \(command.name); it is an option of "
            + names.joined(separator: " and ") + "."
    }
}
