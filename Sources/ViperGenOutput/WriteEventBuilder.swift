/// Derives the progress events of a committed plan: plan order, created folders before their
/// files, then the folders the deletions emptied, deepest first.
enum WriteEventBuilder {
    /// The events for `checked`, which must have no conflicts.
    static func events(for checked: CheckedOutputPlan) -> [WriteEvent] {
        let missing = Set(checked.missingDirectories)
        var reported: Set<String> = []
        var events: [WriteEvent] = []
        func reportFolders(_ folders: [String]) {
            for folder in folders where missing.contains(folder) {
                if reported.insert(folder).inserted { events.append(.createdDirectory(folder)) }
            }
        }
        for checkedFile in checked.files {
            let path = checkedFile.file.path
            // Once a missing parent is reported, so are its missing ancestors; an existing
            // parent has no missing ancestors.
            if let parent = RelativePaths.parent(of: path), missing.contains(parent),
                !reported.contains(parent)
            {
                reportFolders(RelativePaths.ancestors(of: path))
            }
            if let event = event(for: path, disposition: checkedFile.disposition) {
                events.append(event)
            }
        }
        for folder in checked.plan.emptyDirectories {
            reportFolders(RelativePaths.ancestors(of: folder) + [folder])
        }
        return events + checked.emptiedDirectories.map(WriteEvent.removedDirectory)
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
