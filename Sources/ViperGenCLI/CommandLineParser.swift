import ViperGenKit
import ViperGenTemplates

/// Turns the arguments after the executable name into an `Invocation`, or a `UsageError`.
public enum CommandLineParser {
    /// Parses `arguments` (without the executable name).
    public static func parse(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else {
            throw UsageError(
                "Missing command. Choose one of: project, module, service.", command: nil)
        }
        switch first {
        case "-h", "--help": return .help(nil)
        case "--version": return .version
        case "help":
            guard arguments.count > 1 else { return .help(nil) }
            guard let command = ScaffoldKind(rawValue: arguments[1]) else {
                throw unknownCommand(arguments[1])
            }
            return .help(command)
        default:
            guard let command = ScaffoldKind(rawValue: first) else { throw unknownCommand(first) }
            return try parse(Array(arguments.dropFirst()), for: command)
        }
    }

    /// Parses the arguments of one generating command.
    static func parse(_ arguments: [String], for command: ScaffoldKind) throws -> Invocation {
        var options = GenerateOptions(name: "")
        var names: [String] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                names.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (spelling, inlineValue) = split(argument)
            guard let spec = OptionSpec.named(spelling) else {
                throw UsageError(unknownOptionMessage(spelling), command: command)
            }
            var value: String?
            if spec.valueName != nil {
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(spec.synopsis)'.", command: command)
                }
            } else if inlineValue != nil {
                throw UsageError("The flag '--\(spec.long)' takes no value.", command: command)
            }
            switch spec.key {
            case .help: return .help(command)
            case .version: return .version
            default: try apply(spec.key, value: value, to: &options, command: command)
            }
        }
        options.name = try singleName(names, command: command)
        try checkCombinations(options, command: command)
        return .generate(command, options)
    }

    /// Stores one option's effect in `options`.
    private static func apply(
        _ key: OptionSpec.Key, value: String?, to options: inout GenerateOptions,
        command: ScaffoldKind
    ) throws {
        let value = value ?? ""
        switch key {
        case .output: options.output = value
        case .author: options.author = value
        case .organization: options.organization = value
        case .date: options.date = value
        case .set: options.variables.append(try variable(from: value, command: command))
        case .dryRun: options.dryRun = true
        case .force: options.force = true
        case .skipExisting: options.skipExisting = true
        case .noRegister: options.noRegister = true
        case .quiet: options.quiet = true
        case .verbose: options.verbose = true
        case .help, .version: break
        }
    }

    /// Parses `key=value` for `--set`.
    private static func variable(from text: String, command: ScaffoldKind) throws
        -> VariableAssignment
    {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw UsageError(
                "Invalid --set '\(text)': expected key=value, e.g. --set bundleIdentifierPrefix=com.acme.",
                command: command)
        }
        let key = String(text[..<equals])
        guard key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw UsageError(
                "Invalid variable name '\(key)' in --set: use letters, digits and _ only.",
                command: command)
        }
        return VariableAssignment(key: key, value: String(text[text.index(after: equals)...]))
    }

    /// Exactly one name must be given.
    private static func singleName(_ names: [String], command: ScaffoldKind) throws -> String {
        guard let name = names.first else {
            throw UsageError(
                "Missing expected argument '<name>', e.g. viper-gen \(command.rawValue) "
                    + "\(command.exampleName).", command: command)
        }
        guard names.count == 1 else {
            throw UsageError(
                "Unexpected argument '\(names[1])': \(command.rawValue) takes one name. "
                    + "Quote a name that contains spaces.", command: command)
        }
        return name
    }

    /// Refuses flags that contradict each other.
    private static func checkCombinations(_ options: GenerateOptions, command: ScaffoldKind) throws
    {
        if options.force && options.skipExisting {
            throw UsageError(
                "--force and --skip-existing contradict each other: choose one.", command: command)
        }
        if options.quiet && options.verbose {
            throw UsageError(
                "--quiet and --verbose contradict each other: choose one.", command: command)
        }
    }

    /// Splits `--key=value` into its spelling and inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// "Unknown option" with the closest known spelling, when one is close.
    private static func unknownOptionMessage(_ spelling: String) -> String {
        let spellings = OptionSpec.all.map { "--" + $0.long }
        let suggestion = spellings.min {
            EditDistance.between($0, spelling) < EditDistance.between($1, spelling)
        }
        if let suggestion, EditDistance.between(suggestion, spelling) <= 2 {
            return "Unknown option '\(spelling)'. Did you mean '\(suggestion)'?"
        }
        return "Unknown option '\(spelling)'."
    }

    /// An unknown command, with the list of real ones.
    private static func unknownCommand(_ name: String) -> UsageError {
        let names = ScaffoldKind.allCases.map(\.rawValue)
        let close = names.first { EditDistance.between($0, name) <= 2 }
        let hint = close.map { " Did you mean '\($0)'?" } ?? ""
        return UsageError(
            "Unknown command '\(name)'.\(hint) Choose one of: \(names.joined(separator: ", ")).",
            command: nil)
    }
}
