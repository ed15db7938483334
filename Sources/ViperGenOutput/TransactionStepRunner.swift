import ViperGenSystem

/// Performs and undoes the renames and deletions of a transaction, the same way in the run that
/// staged them and in a later run that recovers it.
///
/// Whether a step happened is read from the disk: its staged entry is gone once it was renamed
/// into place, a deleted file or emptied folder once it was taken away, and a replaced or
/// deleted file's backup is gone once the undo put it back.
struct TransactionStepRunner {
    /// The file system the transaction lives in.
    let fileSystem: any FileSystem
    /// The transaction's staging folder.
    let staging: StagingArea
    /// The output root the steps' paths are relative to.
    let root: AbsolutePath

    /// The absolute destination of `step`.
    func destination(of step: TransactionJournal.Step) -> AbsolutePath {
        root.appending(component: step.path)
    }

    /// Whether `step` has renamed its staged entry into place or taken its path away.
    func hasHappened(_ step: TransactionJournal.Step) -> Bool {
        let gone = step.removes ? destination(of: step) : staging.stagedPath(of: step)
        return (try? fileSystem.entryKind(at: gone)) == nil
    }

    /// Renames the staged entry of `step` into place (a replacement swaps atomically), deletes
    /// its file (whose backup was made when staging), or moves its emptied folder aside.
    ///
    /// A folder that is no longer empty is not moved: the step fails.
    func perform(_ step: TransactionJournal.Step) throws {
        let staged = staging.stagedPath(of: step)
        let destination = destination(of: step)
        switch step {
        case .moveTree, .moveFile:
            try fileSystem.moveItem(from: staged, to: destination)
        case .replaceFile:
            try fileSystem.replaceItem(at: destination, with: staged)
        case .deleteFile:
            try fileSystem.removeItem(at: destination)
        case .removeDirectory:
            guard try fileSystem.contentsOfDirectory(at: destination).isEmpty else {
                throw FileSystemError(
                    operation: .remove, path: destination.pathString,
                    code: FileSystemError.Code.notEmpty)
            }
            try fileSystem.moveItem(from: destination, to: staged)
        }
    }

    /// Undoes `step` if it happened; doing it twice does nothing more.
    ///
    /// A new entry goes back into the staging folder; a replaced file gets its original back
    /// with one atomic rename, and so do a deleted file (with its mode) and an emptied folder.
    func undo(_ step: TransactionJournal.Step) throws {
        guard hasHappened(step) else { return }
        switch step {
        case .moveTree, .moveFile:
            guard try fileSystem.entryKind(at: destination(of: step)) != nil else { return }
            try fileSystem.moveItem(from: destination(of: step), to: staging.stagedPath(of: step))
        case .replaceFile(let index, _):
            let backup = staging.backupPath(index)
            guard try fileSystem.entryKind(at: backup) != nil else { return }
            try fileSystem.replaceItem(at: destination(of: step), with: backup)
        case .deleteFile, .removeDirectory:
            let aside = staging.stagedPath(of: step)
            guard try fileSystem.entryKind(at: aside) != nil else { return }
            try fileSystem.moveItem(from: aside, to: destination(of: step))
        }
    }

    /// Undoes every step that happened, newest first, trying all of them; returns the failures.
    func undoAll(_ steps: [TransactionJournal.Step]) -> [FileSystemError] {
        var failures: [FileSystemError] = []
        for step in steps.reversed() {
            do {
                try undo(step)
            } catch let failure as FileSystemError {
                failures.append(failure)
            } catch {
                failures.append(
                    FileSystemError(
                        operation: .move, path: destination(of: step).pathString,
                        code: FileSystemError.Code.inputOutput))
            }
        }
        return failures
    }
}
