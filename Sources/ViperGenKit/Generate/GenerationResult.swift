import ViperGenOutput
import ViperGenProject

/// What one ``GenerationRun`` came to: its batch, the checked plan written (or, for a dry run,
/// shown) and the new files' membership in the app's Xcode project.
struct GenerationResult {
    /// The modules, services or project of the run, with their registrations.
    let batch: GenerationBatch
    /// Every file of the run with what the writer does (or would do) with it.
    let checked: CheckedOutputPlan
    /// What became of the new files in the app's `.xcodeproj`; nil without one.
    let xcode: XcodeProjectMembership.Result?
}
