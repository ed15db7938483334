import ViperGenProject
import ViperGenTemplates

/// What the user asked of `viper-gen rename`, as parsed from the command line.
public struct RenameOptions: Sendable, Equatable {
    /// The module or service to rename, as typed (`payments`, `Network`).
    public var oldName = ""
    /// Its new name, as typed; normalised as the old one's kind normalises names.
    public var newName = ""
    /// `--dry-run`: show the renames and the edits as diffs; change nothing.
    public var dryRun = false
    /// `--force`: accepted for older scripts; edited files are renamed without it.
    public var force = false
    /// `--everywhere`: rewrite the uses of the old types in the rest of the app too.
    public var everywhere = false
    /// `--module` or `--service`: the kind the names stand for, when a module and a service
    /// share one; nil for either.
    public var kind: ScaffoldKind? = nil
    /// `-q/--quiet`: print errors only.
    public var quiet = false
    /// `-v/--verbose`: also print the project in use and the record read.
    public var verbose = false
    /// `--json`: print one JSON document (``RenameDocument``) instead of progress lines.
    public var json = false

    /// Creates options with no names and every flag off.
    public init() {}

    /// How the run reports, and whether it writes.
    var reportStyle: ReportStyle {
        ReportStyle(quiet: quiet, verbose: verbose, json: json, dryRun: dryRun)
    }
}
