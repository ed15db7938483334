import ViperGenSystem

/// Stages a checked plan in a staging folder, moves it into place, and can undo the moves.
///
/// New folder trees are assembled in `tree-<n>` and appear with one rename each; files for
/// existing folders are moved one by one after the file they replace was moved to `backups/`.
final class WriteTransaction {
    private let fileSystem: any FileSystem
    private let checked: CheckedOutputPlan
    private let staging: StagingArea
    private let cancellation: WriteCancellation
    private let missingDirectories: Set<String>
    /// Outermost missing folders, in plan order; each is staged as one tree.
    private let treeRoots: [String]
    private var journal = MoveJournal()

    init(
        fileSystem: any FileSystem, checked: CheckedOutputPlan, staging: StagingArea,
        cancellation: WriteCancellation
    ) {
        self.fileSystem = fileSystem
        self.checked = checked
        self.staging = staging
        self.cancellation = cancellation
        let missing = Set(checked.missingDirectories)
        self.missingDirectories = missing
        self.treeRoots = checked.missingDirectories.filter { folder in
            RelativePaths.parent(of: folder).map { !missing.contains($0) } ?? true
        }
    }

    /// Creates every new folder and writes every new file inside the staging folder.
    func stage() throws {
        for folder in checked.missingDirectories {
            try cancellation.throwIfRequested()
            try perform(on: folder) { try fileSystem.createDirectory(at: stagedPath(of: folder)) }
        }
        for (index, checkedFile) in writtenFiles() {
            try cancellation.throwIfRequested()
            let path = checkedFile.file.path
            try perform(on: path) {
                let permissions =
                    checkedFile.disposition == .create
                    ? nil : try fileSystem.permissions(at: destination(of: path))
                try fileSystem.writeFile(
                    at: stagedFilePath(index: index, path: path),
                    contents: checkedFile.file.contents, permissions: permissions)
            }
        }
    }

    /// Moves the staged trees and files into place, backing up replaced files first.
    func commit() throws {
        for (index, folder) in treeRoots.enumerated() {
            try cancellation.throwIfRequested()
            try move(staging.treePath(index), to: destination(of: folder), reporting: folder)
        }
        for (index, checkedFile) in writtenFiles() where !isInNewFolder(checkedFile.file.path) {
            let path = checkedFile.file.path
            if checkedFile.disposition != .create {
                try cancellation.throwIfRequested()
                try move(destination(of: path), to: staging.backupPath(index), reporting: path)
                try verifyOriginal(of: checkedFile.file, backup: staging.backupPath(index))
            }
            try cancellation.throwIfRequested()
            try move(staging.filePath(index), to: destination(of: path), reporting: path)
        }
    }

    /// Undoes every completed move, newest first; returns the moves that could not be undone.
    func rollback() -> [FileSystemError] {
        journal.undo(using: fileSystem)
    }

    private func writtenFiles() -> [(Int, CheckedFile)] {
        checked.files.enumerated().filter {
            [.create, .overwrite, .update].contains($1.disposition)
        }
    }

    private func verifyOriginal(of file: PlannedFile, backup: String) throws {
        guard case .edit(let original) = file.intent else { return }
        let current = try perform(on: file.path) { try fileSystem.readFile(at: backup) }
        if current != original {
            throw OutputError.conflicts([FileConflict(path: file.path, reason: .changedSinceRead)])
        }
    }

    private func move(_ source: String, to destination: String, reporting path: String) throws {
        try perform(on: path) { try fileSystem.moveItem(from: source, to: destination) }
        journal.record(from: source, to: destination)
    }

    private func isInNewFolder(_ path: String) -> Bool {
        RelativePaths.parent(of: path).map(missingDirectories.contains) ?? false
    }

    private func destination(of path: String) -> String {
        RelativePaths.join(checked.plan.rootDirectory, path)
    }

    private func stagedFilePath(index: Int, path: String) -> String {
        guard let parent = RelativePaths.parent(of: path), missingDirectories.contains(parent),
            let name = RelativePaths.components(of: path).last
        else { return staging.filePath(index) }
        return stagedPath(of: parent) + "/" + name
    }

    /// Where the missing folder `folder` lives inside its staged tree.
    private func stagedPath(of folder: String) -> String {
        guard
            let index = treeRoots.firstIndex(where: {
                RelativePaths.isSelfOrDescendant(folder, of: $0)
            })
        else { return staging.path }
        let inner = folder.dropFirst(treeRoots[index].count)
        return staging.treePath(index) + inner
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
