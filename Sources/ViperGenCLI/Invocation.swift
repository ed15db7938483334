/// What a command line asks viper-gen to do.
enum Invocation: Sendable, Equatable {
    /// Print help for the tool (nil) or for one command.
    case help((any ToolCommand.Type)?)
    /// Print the version.
    case version
    /// Run a command with its options.
    case run(any ToolCommand)
    /// Print the completion candidates for the words after `__complete` (the last is the one
    /// being completed).
    case complete([String])
    /// Print the man page (`help --man`).
    case manual

    /// Whether both ask for the same: the same command, with the same options.
    static func == (lhs: Invocation, rhs: Invocation) -> Bool {
        switch (lhs, rhs) {
        case (.help(let left), .help(let right)):
            return left.map(ObjectIdentifier.init) == right.map(ObjectIdentifier.init)
        case (.version, .version), (.manual, .manual): return true
        case (.run(let left), .run(let right)): return left.isEqual(to: right)
        case (.complete(let left), .complete(let right)): return left == right
        default: return false
        }
    }
}
