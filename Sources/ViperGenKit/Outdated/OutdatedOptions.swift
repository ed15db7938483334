/// What the user asked of `viper-gen outdated`, as parsed from the command line.
public struct OutdatedOptions: Sendable, Equatable {
    /// `-q/--quiet`: print errors only.
    public var quiet = false

    /// Creates options with every flag off.
    public init() {}
}
