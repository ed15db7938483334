import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenXcode

extension GenerationRun {
    /// Checks `plan` against the disk (conflicts, existing modules, type clashes, and in an
    /// app that is not adopted the support types its files need) and returns the run's result
    /// with what brings the declaration index up to date once the files are written.
    func check(
        _ plan: OutputPlan, of batch: GenerationBatch,
        membership: XcodeProjectMembership.Result?, stamped: BackgroundTask<StampedIndex>?
    ) throws -> (result: GenerationResult, saveIndex: () -> Void) {
        let first = requests[0]
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: policy)
        for entry in batch.entries where !entry.leftAsIs {
            try refuseExisting(entry.request, checked: checked)
        }
        let saveIndex = try TypeClashCheck(environment: environment, stamped: stamped).check(
            batch, written: checked)
        if first.project == nil, let anchor = projectRoot(), membership != nil {
            // An app that is not adopted gets the files in its target: they must compile there.
            try SupportTypeCheck(fileSystem: environment.fileSystem).check(
                batch, below: anchor, display: first.display)
        }
        return (GenerationResult(batch: batch, checked: checked, xcode: membership), saveIndex)
    }

    /// The existing-file policy chosen by --force / --skip-existing.
    private var policy: ExistingFilePolicy {
        if flags.force { return .overwrite }
        if flags.skipExisting { return .skipExisting }
        return .refuse
    }
}
