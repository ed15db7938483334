/// What the user asked of `viper-gen outdated`, as parsed from the command line.
package struct OutdatedOptions: Sendable, Equatable {
    /// `-q/--quiet`: print errors only.
    package var quiet = false
    /// `--json`: print one JSON document (``OutdatedDocument``) instead of lines.
    package var json = false

    /// Creates options with every flag off.
    package init() {}
}
