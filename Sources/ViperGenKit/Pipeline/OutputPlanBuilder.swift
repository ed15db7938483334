import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns rendered files (and registration edits) into an `OutputPlan`.
enum OutputPlanBuilder {
    /// A plan for `files` under `outputRoot`; when `outputRoot` does not exist yet, the plan is
    /// rooted at its nearest existing ancestor so the missing folders are created with it
    /// (`OutputPlan.anchoredAtExistingAncestor`).
    ///
    /// With `anchor` (an existing folder holding `outputRoot`, e.g. the project root), the plan
    /// is rooted there instead, the files' paths carry `outputRoot` relative to it, and
    /// `anchoredFiles` (paths relative to `anchor`: registration edits, tests in the project's
    /// test folder) join the same plan, so one transaction writes them all.
    static func plan(
        files: [RenderedFile], outputRoot: URL, anchor: URL? = nil,
        anchoredFiles: [PlannedFile] = [], fileSystem: any FileSystem, display: PathDisplay
    ) throws -> OutputPlan {
        let root = outputRoot.standardizedFileURL
        guard let anchor, let inside = RelativePaths.path(of: root, inside: anchor) else {
            let planned = files.map { PlannedFile(path: $0.path, contents: $0.contents) }
            return try OutputPlan(
                rootDirectory: root.path, files: planned + anchoredFiles, display: display
            ).anchoredAtExistingAncestor(using: fileSystem)
        }
        let prefix = inside.isEmpty ? "" : inside + "/"
        return OutputPlan(
            rootDirectory: anchor.standardizedFileURL.path,
            files: files.map { PlannedFile(path: prefix + $0.path, contents: $0.contents) }
                + anchoredFiles,
            display: display)
    }
}
