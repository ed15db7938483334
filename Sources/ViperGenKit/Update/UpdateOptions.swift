import ViperGenProject
import ViperGenTemplates

/// What the user asked of `viper-gen update`, as parsed from the command line.
public struct UpdateOptions: Sendable, Equatable {
    /// The modules and services to update, as typed; empty for every outdated one.
    public var names: [String] = []
    /// `--dry-run`: show the merges as diffs; change nothing.
    public var dryRun = false
    /// `--module` or `--service`: the kind the names stand for, when a module and a service
    /// share one; nil for either.
    public var kind: ScaffoldKind? = nil
    /// `-q/--quiet`: print errors only.
    public var quiet = false
    /// `-v/--verbose`: also print the project, each record read and each template version.
    public var verbose = false
    /// `--json`: print one JSON document (``UpdateDocument``) instead of progress lines.
    public var json = false

    /// Creates options with no names and every flag off.
    public init() {}

    /// How the run reports, and whether it writes.
    var reportStyle: ReportStyle {
        ReportStyle(quiet: quiet, verbose: verbose, json: json, dryRun: dryRun)
    }
}
