import ViperGenKit
import ViperGenSystem

/// How a command's arguments become the command with its options: by its option table, its
/// start from the positionals and its checks.
extension ToolCommand {
    /// Help or the version if either is asked for, else the command with its options: the
    /// positionals first, then each option in command-line order, then the checks.
    static func parse(_ arguments: [String]) throws -> Invocation {
        let parsed = try ParsedArguments(arguments, options: optionTable, command: self)
        if parsed.wantsHelp { return .help(self) }
        if parsed.wantsVersion { return .version }
        var result = try start(parsed.positionals)
        for (store, value) in parsed.values { try store(&result, value) }
        try check(result)
        return .run(Self(options: result))
    }

    /// The one path among `positionals`, if any; more are refused with what the command
    /// `takes`.
    static func singlePath(_ positionals: [String], takes: String) throws -> String? {
        guard positionals.count <= 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(positionals[1])): \(name) takes \(takes). "
                    + "Quote a path that contains spaces.", command: name,
                reason: .unexpectedArgument)
        }
        return positionals.first
    }

    /// Refuses `--first` and `--second` when both are `given`.
    static func refuse(_ first: String, _ second: String, together given: Bool) throws {
        guard given else { return }
        throw UsageError(
            "--\(first) and --\(second) contradict each other: choose one.", command: name,
            reason: .contradictoryOptions)
    }
}
