/// Derives the progress events of a committed plan: one per file in plan order, then the
/// folders created empty, then the outermost folders the deletions emptied.
///
/// Folders that receive files are not reported: the files' paths show them (a project is 35
/// lines, not 65), and a folder left empty would otherwise go unseen.
enum WriteEventBuilder {
    /// The events for `checked`, which must have no conflicts.
    static func events(for checked: CheckedOutputPlan) -> [WriteEvent] {
        let missing = Set(checked.missingDirectories)
        var events = checked.files.compactMap { checkedFile in
            event(for: checkedFile.file.path, disposition: checkedFile.disposition)
        }
        // A folder the plan makes is shown when it ends empty: no file nor other folder in it.
        let filled = Set(
            (checked.files.map(\.file.path) + checked.plan.emptyDirectories)
                .flatMap(RelativePaths.ancestors(of:)))
        events += checked.plan.emptyDirectories.filter {
            missing.contains($0) && !filled.contains($0)
        }
        .map(WriteEvent.createdDirectory)
        let emptied = Set(checked.emptiedDirectories)
        events += checked.emptiedDirectories.filter { folder in
            RelativePaths.parent(of: folder).map { !emptied.contains($0) } ?? true
        }.map(WriteEvent.removedDirectory)
        return events
    }
    private static func event(for path: String, disposition: FileDisposition) -> WriteEvent? {
        switch disposition {
        case .create: return .createdFile(path)
        case .overwrite: return .overwroteFile(path)
        case .update: return .updatedFile(path)
        case .unchanged: return .unchangedFile(path)
        case .skip: return .skippedFile(path)
        case .delete: return .deletedFile(path)
        case .conflict: return nil
        }
    }
}
