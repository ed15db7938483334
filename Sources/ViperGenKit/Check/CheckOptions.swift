/// What the user asked of `viper-gen check`, as parsed from the command line.
package struct CheckOptions: Sendable, Equatable {
    /// `--json`: print the findings as one JSON object (``CheckReport``) instead of lines.
    package var json = false
    /// `--fix`: register what is unregistered and add to the Xcode targets what they do not
    /// build, in one transaction; nothing is ever deleted.
    package var fix = false
    /// `--dry-run` (with `--fix`): show the edits `--fix` would make; change nothing.
    package var dryRun = false
    /// `-q/--quiet`: print only the findings that make the project inconsistent.
    package var quiet = false
    /// `-v/--verbose`: also print the project in use and each record read.
    package var verbose = false

    /// Creates options with every flag off.
    package init() {}
}
