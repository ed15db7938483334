import ViperGenTemplates

/// What the user asked of `viper-gen remove`, as parsed from the command line.
package struct RemoveOptions: Sendable, Equatable {
    /// The modules and services to remove, as typed (`payments`, `Network`).
    package var names: [String] = []
    /// `--dry-run`: show what would be deleted and edited; change nothing.
    package var dryRun = false
    /// `--force`: remove files edited since viper-gen wrote them, and a module without record.
    package var force = false
    /// `--module` or `--service`: the kind the names stand for, when a module and a service
    /// share one; nil for either.
    package var kind: ScaffoldKind? = nil
    /// `-q/--quiet`: print errors only.
    package var quiet = false
    /// `-v/--verbose`: also print the records read and the registrations already absent.
    package var verbose = false
    /// `--json`: print one JSON document (``RemovalDocument``) instead of progress lines.
    package var json = false

    /// Creates options with no names and every flag off.
    package init() {}

    /// How the run reports, and whether it writes.
    var reportStyle: ReportStyle {
        ReportStyle(quiet: quiet, verbose: verbose, json: json, dryRun: dryRun)
    }
}
