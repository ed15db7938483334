import ViperGenSystem

/// Stages a checked plan in a staging folder, renames it into place, and can undo the renames.
///
/// New folder trees are assembled in `tree-<n>` and appear with one rename each; files for
/// existing folders are staged as `file-<n>`. An existing file is never removed before the
/// commit: its original gets a second name in `backups/` before anything is renamed, and the
/// new version is renamed over it, so at every instant the file holds its old or its new
/// bytes; a deleted file is removed only after the commit, from that backup the undo puts it
/// back, and a folder it empties is moved aside into the staging folder. Each phase is recorded
/// in the journal first, so a run killed at any instant is completed or undone by the next.
final class WriteTransaction {
    private let fileSystem: any FileSystem
    private let checked: CheckedOutputPlan
    private let staging: StagingArea
    private let cancellation: WriteCancellation
    private let runner: TransactionStepRunner
    private let missingDirectories: Set<String>
    /// Outermost missing folders, in plan order; each is staged as one tree.
    private let treeRoots: [String]
    /// For every missing folder, the index in `treeRoots` of the tree holding it.
    private let treeOfFolder: [String: Int]
    /// The renames, in commit order.
    let journal: TransactionJournal
    private var committed = false
    /// How many steps the commit began (their verification passed), the last maybe unfinished.
    private var startedSteps = 0

    init(
        fileSystem: any FileSystem, checked: CheckedOutputPlan, staging: StagingArea,
        cancellation: WriteCancellation
    ) {
        self.fileSystem = fileSystem
        self.checked = checked
        self.staging = staging
        self.cancellation = cancellation
        self.runner = TransactionStepRunner(
            fileSystem: fileSystem, staging: staging, root: checked.plan.rootDirectory)
        let missing = Set(checked.missingDirectories)
        self.missingDirectories = missing
        let roots = checked.missingDirectories.filter { folder in
            RelativePaths.parent(of: folder).map { !missing.contains($0) } ?? true
        }
        self.treeRoots = roots
        var treeOfFolder = Dictionary(uniqueKeysWithValues: roots.enumerated().map { ($1, $0) })
        // Parents come before children, so a folder's parent already knows its tree.
        for folder in checked.missingDirectories where treeOfFolder[folder] == nil {
            treeOfFolder[folder] = RelativePaths.parent(of: folder).flatMap { treeOfFolder[$0] }
        }
        self.treeOfFolder = treeOfFolder
        self.journal = TransactionJournal(writing: checked, treeRoots: roots)
    }

    /// Writes the journal, every new folder and file, and a backup of every file to replace or
    /// delete, all inside the staging folder, then flushes them to the disk at once; nothing
    /// outside the staging folder changes.
    func stage() throws {
        try perform(on: staging.name) {
            try fileSystem.writeFile(
                at: staging.journalPath, contents: journal.encodedSteps, permissions: nil)
        }
        for folder in checked.missingDirectories {
            try cancellation.throwIfRequested()
            try perform(on: folder) { try fileSystem.createDirectory(at: stagedPath(of: folder)) }
        }
        let keepsOriginals = checked.files.contains { checkedFile in
            checkedFile.disposition == .delete
                || (TransactionJournal.isWritten(checkedFile) && checkedFile.disposition != .create)
        }
        if keepsOriginals {
            try perform(on: staging.name) {
                try fileSystem.createDirectory(at: staging.backupsPath)
            }
        }
        for (index, checkedFile) in checked.files.enumerated()
        where checkedFile.disposition == .delete {
            try cancellation.throwIfRequested()
            let path = checkedFile.file.path
            try perform(on: path) { try keepOriginal(of: path, as: staging.backupPath(index)) }
        }
        for (index, checkedFile) in checked.files.enumerated()
        where TransactionJournal.isWritten(checkedFile) {
            try cancellation.throwIfRequested()
            let path = checkedFile.file.path
            try perform(on: path) {
                let replaces = checkedFile.disposition != .create
                let permissions = replaces ? try fileSystem.permissions(at: destination(path)) : nil
                try fileSystem.writeFile(
                    at: stagedFilePath(index: index, path: path),
                    contents: checkedFile.file.contents, permissions: permissions)
                if replaces { try keepOriginal(of: path, as: staging.backupPath(index)) }
            }
        }
        // One flush for everything staged, journal included, before the commit is recorded.
        try perform(on: staging.name) { try fileSystem.flushWrites(below: staging.path) }
    }

    /// Records the commit, then renames everything into place and makes the deletions,
    /// checking for a cancellation between steps and that edited and deleted files still hold
    /// what was read, and flushes the changes to the disk.
    func commit() throws {
        try cancellation.throwIfRequested()
        try record(.commit)
        committed = true
        for step in journal.steps {
            try cancellation.throwIfRequested()
            switch step {
            case .replaceFile(let index, let path), .deleteFile(let index, let path):
                try verifyUnchanged(checked.files[index].file, at: path)
            case .moveTree, .moveFile, .removeDirectory: break
            }
            startedSteps += 1
            do {
                try perform(on: step.path) { try runner.perform(step) }
            } catch {
                // Each step is one system call, made last: one that failed changed nothing, so
                // the undo leaves it alone (a deletion refused because a folder on its path
                // became a link leading out must not be "undone" through that link).
                startedSteps -= 1
                throw error
            }
        }
        // One flush for the renames, so the files are on the disk when the command returns.
        try perform(on: ".") { try fileSystem.flushWrites(below: checked.plan.rootDirectory) }
        try? record(.done)
    }

    /// Undoes every step the commit began, newest first; returns those that could not be
    /// undone.
    ///
    /// Before the commit nothing outside the staging folder changed. A step whose verification
    /// failed never began, so a file someone else deleted meanwhile is not brought back.
    func rollback() -> [FileSystemError] {
        guard committed else { return [] }
        try? record(.rollback)
        return runner.undoAll(Array(journal.steps.prefix(startedSteps)))
    }

    private func record(_ phase: TransactionJournal.Phase) throws {
        try perform(on: staging.name) {
            try fileSystem.appendToFile(
                at: staging.journalPath, contents: TransactionJournal.record(phase))
        }
    }

    /// A second name for the original (a hard link), or a copy where links are not possible.
    private func keepOriginal(of path: String, as backup: AbsolutePath) throws {
        do {
            try fileSystem.linkItem(at: backup, to: destination(path))
        } catch {
            let original = try fileSystem.readFile(at: destination(path))
            try fileSystem.writeFile(
                at: backup, contents: original,
                permissions: try fileSystem.permissions(at: destination(path)))
        }
    }

    /// Refuses to replace an edited file, or delete a file, that changed on disk since it was
    /// read.
    private func verifyUnchanged(_ file: PlannedFile, at path: String) throws {
        guard let original = file.intent.original else { return }
        let current = try perform(on: path) { try fileSystem.readFile(at: destination(path)) }
        if current != original {
            throw OutputError.conflicts([FileConflict(path: path, reason: .changedSinceRead)])
        }
    }

    private func destination(_ path: String) -> AbsolutePath {
        checked.plan.rootDirectory.appending(component: path)
    }

    private func stagedFilePath(index: Int, path: String) -> AbsolutePath {
        guard let parent = RelativePaths.parent(of: path), missingDirectories.contains(parent)
        else { return staging.filePath(index) }
        let name = path.utf8.dropFirst(parent.utf8.count + 1)
        return stagedPath(of: parent).appending(component: String(decoding: name, as: UTF8.self))
    }

    /// Where the missing folder `folder` lives inside its staged tree.
    private func stagedPath(of folder: String) -> AbsolutePath {
        guard let index = treeOfFolder[folder] else { return staging.path }
        let inner = folder.dropFirst(treeRoots[index].count)
        return staging.treePath(index).appending(component: String(inner))
    }

    private func perform<Result>(on path: String, _ operation: () throws -> Result) throws -> Result
    {
        do {
            return try operation()
        } catch let failure as FileSystemError {
            throw OutputError.cannotWrite(
                path: path, root: checked.plan.displayRootPath, failure: failure)
        }
    }
}
