import ViperGenKit
import ViperGenSystem

/// How one command's arguments become its options: the options it takes, how its positionals
/// start them, and the checks once every option is in.
struct CommandSyntax<Options>: CommandLineSyntax {
    /// The command.
    let command: ToolCommand
    /// The options it takes, in help order.
    let options: [CommandOption<Options>]
    /// The options made from the positionals, before any option is put in; throws the usage
    /// error that refuses the positionals.
    let start: ([String]) throws -> Options
    /// Refuses options that contradict each other, once all are in.
    var check: (Options) throws -> Void = { _ in }
    /// The invocation that runs the command with its options.
    let invocation: (Options) -> Invocation

    /// The options' spellings, in help order.
    var spellings: [OptionSpelling] { options.map(\.spelling) }

    /// Help or the version if either is asked for, else the command with its options: the
    /// positionals first, then each option in command-line order, then the checks.
    func invocation(for arguments: [String]) throws -> Invocation {
        let parsed = try ParsedArguments(arguments, options: options, command: command)
        if parsed.wantsHelp { return .help(command) }
        if parsed.wantsVersion { return .version }
        var result = try start(parsed.positionals)
        for (store, value) in parsed.values { try store(&result, value) }
        try check(result)
        return invocation(result)
    }

    /// The one path among `positionals`, if any; more are refused with what the command
    /// `takes`.
    static func singlePath(_ positionals: [String], takes: String, command: String) throws
        -> String?
    {
        guard positionals.count <= 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(positionals[1])): \(command) takes \(takes). "
                    + "Quote a path that contains spaces.", command: command,
                reason: .unexpectedArgument)
        }
        return positionals.first
    }

    /// Refuses `--first` and `--second` when both are `given`.
    static func refuse(
        _ first: String, _ second: String, together given: Bool, command: String
    ) throws {
        guard given else { return }
        throw UsageError(
            "--\(first) and --\(second) contradict each other: choose one.", command: command,
            reason: .contradictoryOptions)
    }
}
