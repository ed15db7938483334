import ViperGenProject

extension GenerationFlags {
    /// What the reporter reads of these flags.
    var reportStyle: ReportStyle {
        ReportStyle(quiet: quiet, verbose: verbose, json: json, dryRun: dryRun)
    }
}
