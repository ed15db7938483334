/// What the user asked of `viper-gen outdated`, as parsed from the command line.
public struct OutdatedOptions: Sendable, Equatable {
    /// `-q/--quiet`: print errors only.
    public var quiet = false
    /// `--json`: print one JSON document (``OutdatedDocument``) instead of lines.
    public var json = false

    /// Creates options with every flag off.
    public init() {}
}
