import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns the arguments after the executable name into an `Invocation`, or a `UsageError`.
public enum CommandLineParser {
    /// Parses `arguments` (without the executable name); none at all asks for the help.
    public static func parse(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "-h", "--help": return .help(nil)
        case "--version": return .version
        case "help":
            guard arguments.count > 1 else { return .help(nil) }
            guard let command = ToolCommand(name: arguments[1]) else {
                throw unknownCommand(arguments[1])
            }
            return .help(command)
        default:
            guard let command = ToolCommand(name: first) else { throw unknownCommand(first) }
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
            if parsed.wantsHelp { return .help(command) }
            if parsed.wantsVersion { return .version }
            switch command {
            case .generate(let kind): return .generate(kind, try generateOptions(parsed, kind))
            case .apply: return .apply(try applyOptions(parsed))
            case .adopt: return .adopt(try initOptions(parsed))
            case .templates: return .templates(try TemplatesArguments.options(parsed))
            case .xcode: return .xcode(try xcodeOptions(parsed))
            }
        }
    }

    /// The options of a generating command.
    private static func generateOptions(_ parsed: ParsedArguments, _ command: ScaffoldKind) throws
        -> GenerateOptions
    {
        var options = GenerateOptions(name: try singleName(parsed.positionals, command: command))
        if command != .project { options.names = parsed.positionals }
        for (key, value) in parsed.options {
            switch key {
            case .output: options.output = value
            case .author: options.author = value
            case .organization: options.organization = value
            case .date: options.date = value
            case .set: options.variables.append(try variable(from: value, command: command))
            case .template: options.template = try templateSpec(value, command: command)
            case .dryRun: options.dryRun = true
            case .force: options.force = true
            case .skipExisting: options.skipExisting = true
            case .noRegister: options.noRegister = true
            case .target: options.target = value
            case .noTests: options.noTests = true
            case .quiet: options.quiet = true
            case .verbose: options.verbose = true
            default: break
            }
        }
        try checkCombinations(
            force: options.force, skipExisting: options.skipExisting, quiet: options.quiet,
            verbose: options.verbose, command: command.rawValue)
        return options
    }

    /// The options of `apply`.
    private static func applyOptions(_ parsed: ParsedArguments) throws -> ApplyOptions {
        guard parsed.positionals.count <= 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(parsed.positionals[1])): apply takes one spec "
                    + "file. "
                    + "Quote a path that contains spaces.", command: "apply")
        }
        var options = ApplyOptions()
        options.spec = parsed.positionals.first
        for (key, value) in parsed.options {
            switch key {
            case .author: options.author = value
            case .organization: options.organization = value
            case .date: options.date = value
            case .target: options.target = value
            case .dryRun: options.dryRun = true
            case .noTests: options.noTests = true
            case .quiet: options.quiet = true
            case .verbose: options.verbose = true
            default: break
            }
        }
        try checkCombinations(
            force: false, skipExisting: false, quiet: options.quiet, verbose: options.verbose,
            command: "apply")
        return options
    }

    /// The options of `xcode install | uninstall`.
    private static func xcodeOptions(_ parsed: ParsedArguments) throws -> XcodeInstallOptions {
        let action: XcodeInstallOptions.Action
        switch parsed.positionals.first {
        case "install": action = .install
        case "uninstall": action = .uninstall
        case let other?:
            throw UsageError(
                "Unknown xcode subcommand \(EchoedValue(other)). Choose one of: install, "
                    + "uninstall.",
                command: "xcode")
        case nil:
            throw UsageError(
                "Missing subcommand, e.g. viper-gen xcode install.", command: "xcode")
        }
        guard parsed.positionals.count == 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(parsed.positionals[1])): use --dest for the "
                    + "folder.",
                command: "xcode")
        }
        var options = XcodeInstallOptions(action: action)
        for (key, value) in parsed.options {
            if key == .dest { options.destination = value }
            if key == .quiet { options.quiet = true }
        }
        return options
    }

    /// The options of `init`.
    private static func initOptions(_ parsed: ParsedArguments) throws -> InitOptions {
        guard parsed.positionals.count <= 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(parsed.positionals[1])): init takes at most "
                    + "one folder. "
                    + "Quote a path that contains spaces.", command: "init")
        }
        var options = InitOptions()
        options.path = parsed.positionals.first
        for (key, value) in parsed.options {
            switch key {
            case .projectName: options.projectName = value
            case .sourcesPath: options.sourcesPath = value
            case .modulesPath: options.modulesPath = value
            case .servicesPath: options.servicesPath = value
            case .testsPath: options.testsPath = value
            case .author: options.author = value
            case .organization: options.organization = value
            case .dryRun: options.dryRun = true
            case .force: options.force = true
            case .quiet: options.quiet = true
            case .verbose: options.verbose = true
            default: break
            }
        }
        try checkCombinations(
            force: false, skipExisting: false, quiet: options.quiet, verbose: options.verbose,
            command: "init")
        return options
    }

    /// Parses `key=value` for `--set`.
    private static func variable(from text: String, command: ScaffoldKind) throws
        -> VariableAssignment
    {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw UsageError(
                "Invalid --set \(EchoedValue(text)): expected key=value, e.g. "
                    + "--set bundleIdentifierPrefix=com.acme.",
                command: command)
        }
        let key = String(text[..<equals])
        guard key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw UsageError(
                "Invalid variable name \(EchoedValue(key)) in --set: use letters, digits and _ "
                    + "only.",
                command: command)
        }
        return VariableAssignment(key: key, value: String(text[text.index(after: equals)...]))
    }

    /// The `--template` value, which must not be empty.
    private static func templateSpec(_ value: String, command: ScaffoldKind) throws -> String {
        guard !value.unicodeScalars.allSatisfy(Whitespace.isSpace) else {
            throw UsageError(
                "--template needs a template name or folder, e.g. --template team-\(command.rawValue) "
                    + "(viper-gen templates lists them).", command: command)
        }
        return value
    }

    /// Exactly one name must be given.
    private static func singleName(_ names: [String], command: ScaffoldKind) throws -> String {
        guard let name = names.first else {
            throw UsageError(
                "Missing expected argument '<name>', e.g. viper-gen \(command.rawValue) "
                    + "\(command.exampleName).", command: command)
        }
        guard names.count == 1 || command != .project else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(names[1])): \(command.rawValue) takes one "
                    + "name. "
                    + "Quote a name that contains spaces.", command: command)
        }
        return name
    }

    /// Refuses flags that contradict each other.
    private static func checkCombinations(
        force: Bool, skipExisting: Bool, quiet: Bool, verbose: Bool, command: String
    ) throws {
        if force && skipExisting {
            throw UsageError(
                "--force and --skip-existing contradict each other: choose one.", command: command)
        }
        if quiet && verbose {
            throw UsageError(
                "--quiet and --verbose contradict each other: choose one.", command: command)
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
