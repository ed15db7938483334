import ViperGenSystem

/// The result of checking a plan against the disk: a disposition per file, missing folders and
/// the folders deletions empty.
package struct CheckedOutputPlan: Equatable, Sendable {
    /// The plan that was checked.
    package var plan: OutputPlan
    /// The canonical (symlink-free) path of the plan's root.
    package var resolvedRoot: AbsolutePath
    /// One entry per planned file, in plan order.
    package var files: [CheckedFile]
    /// Planned folders that do not exist yet, parents before children.
    package var missingDirectories: [String]
    /// Folders the deletions leave empty, deepest first; the write removes them too.
    package var emptiedDirectories: [String]
    /// Conflicts for planned empty folders (a file stands where the folder should go).
    package var directoryConflicts: [FileConflict]

    /// Every conflict, files first, in plan order.
    package var conflicts: [FileConflict] {
        let fileConflicts = files.compactMap { checked -> FileConflict? in
            guard case .conflict(let reason) = checked.disposition else { return nil }
            return FileConflict(path: checked.file.path, reason: reason)
        }
        return fileConflicts + directoryConflicts
    }

    /// Whether writing would change anything on disk.
    package var hasChanges: Bool {
        !missingDirectories.isEmpty
            || files.contains { [.create, .overwrite, .update, .delete].contains($0.disposition) }
    }
}
