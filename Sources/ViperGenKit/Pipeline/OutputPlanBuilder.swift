import Foundation

/// Turns rendered files (and registration edits) into an `OutputPlan`.
enum OutputPlanBuilder {
    /// A plan for `files` under `outputRoot`; when `outputRoot` does not exist yet, the plan is
    /// rooted at its nearest existing ancestor so the missing folders are created with it.
    ///
    /// With `anchor` (an existing folder holding `outputRoot`, e.g. the project root), the plan
    /// is rooted there instead, the files' paths carry `outputRoot` relative to it, and `edits`
    /// (paths relative to `anchor`) join the same plan, so one transaction writes both.
    static func plan(
        files: [RenderedFile], outputRoot: URL, anchor: URL? = nil, edits: [PlannedFile] = [],
        fileSystem: any FileSystem
    ) throws -> OutputPlan {
        var root = outputRoot.standardizedFileURL
        var missing: [String] = []
        if let anchor, let inside = relativePath(of: root, inside: anchor) {
            root = anchor.standardizedFileURL
            missing = inside.isEmpty ? [] : [inside]
        } else {
            while try fileSystem.entryKind(at: root.path) == nil {
                let parent = root.deletingLastPathComponent()
                if parent.path == root.path { break }
                missing.insert(root.lastPathComponent, at: 0)
                root = parent
            }
        }
        let prefix = missing.isEmpty ? "" : missing.joined(separator: "/") + "/"
        return OutputPlan(
            rootDirectory: root.path,
            files: files.map { PlannedFile(path: prefix + $0.path, contents: $0.contents) } + edits)
    }

    /// `url`'s path relative to `folder` ("" for the folder itself), or nil when outside it.
    static func relativePath(of url: URL, inside folder: URL) -> String? {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
