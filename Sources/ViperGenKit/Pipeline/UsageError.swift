import ViperGenTemplates

/// A command line viper-gen cannot run: exit 64 with the usage line and a pointer to --help.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public let message: String
    /// The command whose usage applies, or nil for the tool itself.
    public let command: ScaffoldKind?

    /// Creates a usage error about `command`.
    public init(_ message: String, command: ScaffoldKind?) {
        self.message = message
        self.command = command
    }

    /// The message alone; the CLI adds the usage line and the help pointer.
    public var description: String { message }
}
