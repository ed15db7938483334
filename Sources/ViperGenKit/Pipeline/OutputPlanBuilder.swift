import Foundation

/// Turns rendered files into an `OutputPlan` rooted at the nearest folder that exists.
enum OutputPlanBuilder {
    /// A plan for `files` under `outputRoot`; when `outputRoot` does not exist yet, the plan is
    /// rooted at its nearest existing ancestor so the missing folders are created with it.
    static func plan(files: [RenderedFile], outputRoot: URL, fileSystem: any FileSystem) throws
        -> OutputPlan
    {
        var root = outputRoot.standardizedFileURL
        var missing: [String] = []
        while try fileSystem.entryKind(at: root.path) == nil {
            let parent = root.deletingLastPathComponent()
            if parent.path == root.path { break }
            missing.insert(root.lastPathComponent, at: 0)
            root = parent
        }
        let prefix = missing.isEmpty ? "" : missing.joined(separator: "/") + "/"
        return OutputPlan(
            rootDirectory: root.path,
            files: files.map { PlannedFile(path: prefix + $0.path, contents: $0.contents) })
    }
}
