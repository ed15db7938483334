import ViperGenSystem

/// Finds the staging folders of runs that were killed and completes or undoes them, so the
/// output root is as before or as after each of them, never in between.
///
/// A folder whose journal never reached `commit` changed nothing and is removed. One that was
/// committing is completed (every remaining rename and deletion is made); one that was rolling back, or that
/// cannot be completed, is undone. Folders of live processes are left alone unless the caller
/// holds the output root's lock, which makes every staging folder in it a dead run's.
package struct InterruptedRunRecovery {
    private let fileSystem: any FileSystem
    private let isProcessAlive: (Int32) -> Bool

    /// Creates a recovery; `isProcessAlive` decides whether a folder's owner still runs.
    package init(
        fileSystem: any FileSystem = LocalFileSystem(),
        isProcessAlive: @escaping (Int32) -> Bool = Processes.isAlive
    ) {
        self.fileSystem = fileSystem
        self.isProcessAlive = isProcessAlive
    }

    /// Recovers every dead run's staging folder directly inside `root`.
    ///
    /// - Throws: `OutputError.recoveryFailed` when a run can be neither completed nor undone;
    ///   its staging folder is kept and named.
    package func recover(in root: AbsolutePath) throws -> RecoveryReport {
        var report = RecoveryReport()
        let names = (try? fileSystem.contentsOfDirectory(at: root)) ?? []
        for name in names {
            guard let processID = StagingArea.processID(inName: name), !isProcessAlive(processID)
            else { continue }
            let staging = StagingArea(path: root.appending(component: name))
            guard (try? fileSystem.entryKind(at: staging.path)) == .directory else { continue }
            let confined = (try? fileSystem.confined(to: root)) ?? fileSystem
            report.entries.append(try recover(staging, root: root, on: confined))
        }
        return report
    }

    /// Lists the dead runs' staging folders in `root` without changing anything.
    package func pendingFolders(in root: AbsolutePath) -> [AbsolutePath] {
        let names = (try? fileSystem.contentsOfDirectory(at: root)) ?? []
        return names.filter { name in
            guard let processID = StagingArea.processID(inName: name) else { return false }
            return !isProcessAlive(processID)
        }.map { root.appending(component: $0) }
    }

    private func recover(
        _ staging: StagingArea, root: AbsolutePath, on fileSystem: any FileSystem
    ) throws -> RecoveryReport.Entry {
        guard (try? fileSystem.entryKind(at: staging.journalPath)) == .file else {
            return try recoverWithoutJournal(staging, on: fileSystem)
        }
        let journal = (try? fileSystem.readFile(at: staging.journalPath))
            .flatMap(TransactionJournal.parse)
        let runner = TransactionStepRunner(fileSystem: fileSystem, staging: staging, root: root)
        let steps = journal?.steps ?? []
        let outcome: RecoveryReport.Outcome
        switch journal?.phase ?? .staging {
        case .staging: outcome = .discarded
        case .done: outcome = .completed
        case .commit:
            outcome = complete(steps, with: runner, on: fileSystem) ? .completed : .rolledBack
        case .rollback: outcome = .rolledBack
        }
        if outcome == .rolledBack {
            let failures = runner.undoAll(steps)
            guard failures.isEmpty else {
                throw OutputError.recoveryFailed(
                    stagingFolder: staging.path.pathString, failures: failures)
            }
        }
        try? fileSystem.removeItem(at: staging.path)
        return RecoveryReport.Entry(
            folder: staging.path, outcome: outcome,
            paths: outcome == .discarded ? [] : steps.map(\.path))
    }

    /// Makes every rename and deletion that has not happened; false (the caller undoes) if one
    /// fails, an original changed since it was backed up, or an emptied folder holds something.
    private func complete(
        _ steps: [TransactionJournal.Step], with runner: TransactionStepRunner,
        on fileSystem: any FileSystem
    ) -> Bool {
        for step in steps where !runner.hasHappened(step) {
            switch step {
            case .replaceFile(let index, _), .deleteFile(let index, _):
                let backup = try? fileSystem.readFile(at: runner.staging.backupPath(index))
                let current = try? fileSystem.readFile(at: runner.destination(of: step))
                guard backup != nil, backup == current else { return false }
            case .moveTree, .moveFile, .removeDirectory: break
            }
            guard (try? runner.perform(step)) != nil else { return false }
        }
        return true
    }

    /// A folder from an older viper-gen, which moved originals into `backups/`: kept while it
    /// holds any, else removed.
    private func recoverWithoutJournal(
        _ staging: StagingArea, on fileSystem: any FileSystem
    ) throws -> RecoveryReport.Entry {
        let held = (try? fileSystem.contentsOfDirectory(at: staging.backupsPath)) ?? []
        if held.isEmpty, (try? fileSystem.removeItem(at: staging.path)) != nil {
            return RecoveryReport.Entry(folder: staging.path, outcome: .discarded)
        }
        return RecoveryReport.Entry(folder: staging.path, outcome: .keptBackups)
    }
}
