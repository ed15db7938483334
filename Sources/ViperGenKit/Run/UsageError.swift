import ViperGenSystem
import ViperGenTemplates

/// A command line viper-gen cannot run: exit 64 with the usage line and a pointer to --help.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with a command line, as a `--json` error's code names it (`usage.<reason>`).
    package enum Reason: String, Sendable, Equatable {
        /// The first word is no command.
        case unknownCommand
        /// An option the command does not take.
        case unknownOption
        /// An option without the value it takes.
        case missingValue
        /// A flag given a value (`--force=yes`).
        case unexpectedValue
        /// A required argument (a name, a shell, a subcommand) is missing.
        case missingArgument
        /// An argument the command does not take.
        case unexpectedArgument
        /// Options that contradict each other.
        case contradictoryOptions
        /// Anything else: a value the command refuses.
        case invalidArgument
    }

    /// What is wrong and how to fix it.
    package let message: String
    /// The name of the command whose usage applies, or nil for the tool itself.
    package let command: String?
    /// What kind of mistake it is.
    package let reason: Reason

    /// Creates a usage error about the command named `command`.
    package init(_ message: String, command: String?, reason: Reason = .invalidArgument) {
        self.message = message
        self.command = command
        self.reason = reason
    }

    /// Creates a usage error about a generating command.
    package init(_ message: String, command: ScaffoldKind, reason: Reason = .invalidArgument) {
        self.init(message, command: command.rawValue, reason: reason)
    }

    /// The message alone; the CLI adds the usage line and the help pointer.
    package var description: String { message }

    /// Whether both say the same about the same command; the reason, which only names the
    /// kind of mistake for `--json`, follows from the message.
    package static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        lhs.message == rhs.message && lhs.command == rhs.command
    }
}

extension UsageError: ExitCodeError {
    /// A command line viper-gen cannot run exits with 64 (EX_USAGE).
    package var exitCode: ExitCode { .usage }
}
