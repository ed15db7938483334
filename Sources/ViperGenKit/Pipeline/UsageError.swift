import ViperGenSystem
import ViperGenTemplates

/// A command line viper-gen cannot run: exit 64 with the usage line and a pointer to --help.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public let message: String
    /// The name of the command whose usage applies, or nil for the tool itself.
    public let command: String?

    /// Creates a usage error about the command named `command`.
    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    /// Creates a usage error about a generating command.
    public init(_ message: String, command: ScaffoldKind) {
        self.init(message, command: command.rawValue)
    }

    /// The message alone; the CLI adds the usage line and the help pointer.
    public var description: String { message }
}

extension UsageError: ExitCodeError {
    /// A command line viper-gen cannot run exits with 64 (EX_USAGE).
    public var exitCode: ExitCode { .usage }
}
