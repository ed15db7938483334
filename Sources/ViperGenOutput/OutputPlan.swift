import ViperGenSystem

/// Everything a generator wants written or deleted: an absolute root directory and files
/// relative to it.
///
/// Folders are derived from the file paths; `emptyDirectories` lists folders that should exist
/// even though no planned file lives in them.
package struct OutputPlan: Equatable, Sendable {
    /// The existing directory all planned paths are relative to.
    package var rootDirectory: AbsolutePath
    /// The files to write or delete, in the order they are reported.
    package var files: [PlannedFile]
    /// Relative paths of folders that must exist even without files in them.
    package var emptyDirectories: [String]
    /// How the root is shown in messages.
    package var display: PathDisplay

    /// Creates a plan rooted at the absolute directory `rootDirectory`.
    package init(
        rootDirectory: AbsolutePath, files: [PlannedFile], emptyDirectories: [String] = [],
        display: PathDisplay = PathDisplay(base: nil)
    ) {
        self.rootDirectory = rootDirectory
        self.files = files
        self.emptyDirectories = emptyDirectories
        self.display = display
    }

    /// Every folder the plan's paths lie in (deleted files' too), parents before children, in
    /// order of first use.
    package var directories: [String] {
        Self.folders(of: files.map(\.path), plus: emptyDirectories)
    }

    /// The folders that exist after the write: those of the files written (not deleted) and
    /// `emptyDirectories`, parents before children.
    package var keptDirectories: [String] {
        Self.folders(of: files.filter { !$0.isDeletion }.map(\.path), plus: emptyDirectories)
    }

    /// The folders of `paths` and the folders `extra`, with their ancestors, parents first.
    private static func folders(of paths: [String], plus extra: [String]) -> [String] {
        var seen: Set<String> = []
        var ordered: [String] = []
        for folder in paths.map(RelativePaths.parent(of:)) + extra {
            // A folder seen came with its ancestors.
            guard let folder, !seen.contains(folder) else { continue }
            for ancestor in RelativePaths.ancestors(of: folder) + [folder]
            where seen.insert(ancestor).inserted {
                ordered.append(ancestor)
            }
        }
        return ordered
    }

    /// The root as shown in messages (see `display`).
    package var displayRootPath: String { display.show(rootDirectory) }
}
