import ViperGenTemplates

/// What the user asked of `viper-gen update`, as parsed from the command line.
package struct UpdateOptions: Sendable, Equatable {
    /// The modules and services to update, as typed; empty for every outdated one.
    package var names: [String] = []
    /// `--dry-run`: show the merges as diffs; change nothing.
    package var dryRun = false
    /// `--module` or `--service`: the kind the names stand for, when a module and a service
    /// share one; nil for either.
    package var kind: ScaffoldKind? = nil
    /// `-q/--quiet`: print errors only.
    package var quiet = false
    /// `-v/--verbose`: also print the project, each record read and each template version.
    package var verbose = false
    /// `--json`: print one JSON document (``UpdateDocument``) instead of progress lines.
    package var json = false

    /// Creates options with no names and every flag off.
    package init() {}

    /// How the run reports, and whether it writes.
    var reportStyle: ReportStyle {
        ReportStyle(quiet: quiet, verbose: verbose, json: json, dryRun: dryRun)
    }
}
