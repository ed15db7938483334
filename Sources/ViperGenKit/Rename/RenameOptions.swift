import ViperGenTemplates

/// What the user asked of `viper-gen rename`, as parsed from the command line.
package struct RenameOptions: Sendable, Equatable {
    /// The module or service to rename, as typed (`payments`, `Network`).
    package var oldName = ""
    /// Its new name, as typed; normalised as the old one's kind normalises names.
    package var newName = ""
    /// `--dry-run`: show the renames and the edits as diffs; change nothing.
    package var dryRun = false
    /// `--force`: accepted for older scripts; edited files are renamed without it.
    package var force = false
    /// `--everywhere`: rewrite the uses of the old types in the rest of the app too.
    package var everywhere = false
    /// `--module` or `--service`: the kind the names stand for, when a module and a service
    /// share one; nil for either.
    package var kind: ScaffoldKind? = nil
    /// `-q/--quiet`: print errors only.
    package var quiet = false
    /// `-v/--verbose`: also print the project in use and the record read.
    package var verbose = false
    /// `--json`: print one JSON document (``RenameDocument``) instead of progress lines.
    package var json = false

    /// Creates options with no names and every flag off.
    package init() {}

    /// How the run reports, and whether it writes.
    var reportStyle: ReportStyle {
        ReportStyle(quiet: quiet, verbose: verbose, json: json, dryRun: dryRun)
    }
}
