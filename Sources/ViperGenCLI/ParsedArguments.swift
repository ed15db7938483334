import ViperGenKit
import ViperGenSystem

/// A command's arguments split into options (with their values) and positionals, checked
/// against the options that command accepts.
struct ParsedArguments {
    /// The options in command-line order, with their values ("" for flags).
    var options: [(key: OptionSpec.Key, value: String)] = []
    /// The arguments that are not options.
    var positionals: [String] = []
    /// `-h`/`--help` was given.
    var wantsHelp = false
    /// `--version` was given.
    var wantsVersion = false

    /// Splits `arguments`; `--` ends the options and `--key=value` works too.
    init(_ arguments: [String], for command: ToolCommand) throws {
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
            guard let spec = OptionSpec.named(spelling, for: command) else {
                throw UsageError(Self.unknownOption(spelling, for: command), command: command.name)
            }
            var value = ""
            if spec.valueName != nil {
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        "Missing value for '\(spec.synopsis)'.", command: command.name)
                }
            } else if inlineValue != nil {
                throw UsageError(
                    "The flag '--\(spec.long)' takes no value.", command: command.name)
            }
            switch spec.key {
            case .help: wantsHelp = true
            case .version: wantsVersion = true
            default: options.append((spec.key, value))
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
    /// option of another command says which.
    private static func unknownOption(_ spelling: String, for command: ToolCommand) -> String {
        let options = OptionSpec.options(for: command)
        let spellings = options.map { "--" + $0.long }
        let shown = EchoedValue(spelling)
        if let suggestion = EditDistance.closest(to: spelling, among: spellings) {
            return "Unknown option \(shown). Did you mean '\(suggestion)'?"
        }
        if OptionSpec.all.contains(where: { "--" + $0.long == spelling }) {
            return "The option \(shown) does not apply to \(command.name)."
        }
        return "Unknown option \(shown)."
    }
}
