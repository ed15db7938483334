import ViperGenOutput

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the JSON documents `--json` prints share: their version, their outcome and their files.
enum RunDocument {
    /// The shape this viper-gen prints; a change that removes or retypes a key raises it.
    static let version = 1

    /// `planned` for a dry run, else `written` when `checked` changed anything on disk, else
    /// `unchanged`.
    static func outcome(of checked: CheckedOutputPlan, dryRun: Bool) -> String {
        dryRun ? "planned" : checked.hasChanges ? "written" : "unchanged"
    }

    /// Every file of `checked` with its disposition, its path shown as `display` shows it; in a
    /// dry run, each edit of an existing file with its unified diff, as the text report shows it.
    static func files(of checked: CheckedOutputPlan, display: PathDisplay, dryRun: Bool)
        -> [RunDocumentFile]
    {
        let root = checked.plan.rootDirectory
        return checked.files.map {
            RunDocumentFile(
                path: display.relative(root.appending(component: $0.file.path)),
                disposition: $0.disposition, diff: dryRun ? $0.unifiedDiff : nil)
        }
    }
}
