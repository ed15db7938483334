/// How much a run prints, and whether it writes: what ``Reporter`` and ``ProjectEditRun`` read
/// of a command's options.
struct ReportStyle: Sendable, Equatable {
    /// `-q/--quiet`: print errors and warnings only.
    var quiet = false
    /// `-v/--verbose`: also print every decision (the project, paths, records read).
    var verbose = false
    /// `--json`: print nothing but the command's one JSON document.
    var json = false
    /// `--dry-run`: show what would be written and write nothing.
    var dryRun = false
}
