/// What the user asked of `viper-gen check`, as parsed from the command line.
public struct CheckOptions: Sendable, Equatable {
    /// `--json`: print the findings as one JSON object (``CheckReport``) instead of lines.
    public var json = false
    /// `-q/--quiet`: print only the findings that make the project inconsistent.
    public var quiet = false
    /// `-v/--verbose`: also print the project in use and each record read.
    public var verbose = false

    /// Creates options with every flag off.
    public init() {}
}
