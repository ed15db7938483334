import ViperGenSystem

/// Writes an `OutputPlan` all or nothing: check, stage in a hidden folder, move into place.
///
/// On any error (including a terminating signal, see `SignalTrap`) every completed rename is
/// undone, replaced files get their originals back and the staging folder is removed, so the
/// destination is byte-for-byte as before; then the error is rethrown. A staging folder can
/// remain only if the process is killed outright (SIGKILL, power loss) or the undo itself
/// fails; its journal then lets the next run in the same root complete or undo it
/// (`recoverInterruptedRuns(in:)`).
package struct TransactionalWriter {
    private let fileSystem: any FileSystem
    private let cancellation: WriteCancellation
    private let observesSignals: Bool
    private let processID: Int32
    private let recovery: InterruptedRunRecovery

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - cancellation: Checked between operations; set it to stop and roll back.
    ///   - observesSignals: Whether SIGINT/SIGTERM set `cancellation` while a write runs.
    ///   - processID: The id put into the staging folder's name.
    ///   - isProcessAlive: Decides whether a staging folder's owner still runs.
    package init(
        fileSystem: any FileSystem = LocalFileSystem(),
        cancellation: WriteCancellation = WriteCancellation(),
        observesSignals: Bool = true,
        processID: Int32 = Processes.currentID,
        isProcessAlive: @escaping (Int32) -> Bool = Processes.isAlive
    ) {
        self.fileSystem = fileSystem
        self.cancellation = cancellation
        self.observesSignals = observesSignals
        self.processID = processID
        self.recovery = InterruptedRunRecovery(
            fileSystem: fileSystem, isProcessAlive: isProcessAlive)
    }

    /// Recovers interrupted runs in the plan's root, checks and writes `plan`, then reports
    /// each event to `onEvent`; the summary says what was recovered.
    ///
    /// Events are delivered after the write committed, so no line is printed for something
    /// that was rolled back. Throws `OutputError` (see `OutputError.category`).
    @discardableResult
    package func write(
        _ plan: OutputPlan, policy: ExistingFilePolicy,
        onEvent: (WriteEvent) -> Void = { _ in }
    ) throws -> WriteSummary {
        let recovered = try recoverInterruptedRuns(in: plan.rootDirectory)
        let checked = try OutputPlanChecker(fileSystem: fileSystem).check(plan, policy: policy)
        var summary = try write(checked, onEvent: onEvent)
        summary.recovery = recovered
        return summary
    }

    /// Writes an already checked plan (see `recoverInterruptedRuns` for earlier runs).
    @discardableResult
    package func write(
        _ checked: CheckedOutputPlan, onEvent: (WriteEvent) -> Void = { _ in }
    ) throws -> WriteSummary {
        let conflicts = checked.conflicts
        guard conflicts.isEmpty else { throw OutputError.conflicts(conflicts) }
        if checked.hasChanges { try writeChanges(of: checked) }
        let events = WriteEventBuilder.events(for: checked)
        for event in events { onEvent(event) }
        return WriteSummary(events: events)
    }

    /// Completes or undoes the runs that were killed while writing into `root`; call it
    /// before reading the files a plan edits.
    package func recoverInterruptedRuns(in root: AbsolutePath) throws -> RecoveryReport {
        try recovery.recover(in: root)
    }

    private func writeChanges(of checked: CheckedOutputPlan) throws {
        if observesSignals { SignalTrap.shared.arm(catching: Self.cancellingSignals) }
        defer { if observesSignals { SignalTrap.shared.disarm() } }
        try cancellation.throwIfRequested()
        // Every write below the root goes through folder descriptors, so a folder swapped for
        // a symbolic link meanwhile cannot redirect it.
        let fileSystem = try confinedFileSystem(for: checked.plan)
        let staging = try createStagingArea(in: checked.plan, on: fileSystem)
        let transaction = WriteTransaction(
            fileSystem: fileSystem, checked: checked, staging: staging,
            cancellation: cancellation)
        do {
            try transaction.stage()
            try transaction.commit()
        } catch {
            let failures = transaction.rollback()
            let cause =
                error as? OutputError
                ?? .cannotWrite(
                    path: staging.name, root: checked.plan.displayRootPath,
                    failure: FileSystemError(
                        operation: .write, path: staging.path.pathString,
                        code: FileSystemError.Code.inputOutput))
            guard failures.isEmpty else {
                throw OutputError.rollbackIncomplete(
                    cause: cause, failures: failures, stagingFolder: staging.path.pathString)
            }
            try? fileSystem.removeItem(at: staging.path)
            throw cause
        }
        // After the commit the backups are no longer needed; a failure here leaves a folder
        // whose journal says `done`, which the next run removes.
        try? fileSystem.removeItem(at: staging.path)
    }

    /// The signals that roll a write back instead of killing the process mid-way.
    package static let cancellingSignals = [
        SignalNumber.interrupt, SignalNumber.terminate, SignalNumber.hangup, SignalNumber.quit,
    ]

    private func confinedFileSystem(for plan: OutputPlan) throws -> any FileSystem {
        do {
            return try fileSystem.confined(to: plan.rootDirectory)
        } catch let failure as FileSystemError {
            throw OutputError.rootUnavailable(root: plan.displayRootPath, failure: failure)
        }
    }

    private func createStagingArea(
        in plan: OutputPlan, on fileSystem: any FileSystem
    ) throws -> StagingArea {
        do {
            return try StagingArea.create(
                in: plan.rootDirectory, processID: processID, fileSystem: fileSystem)
        } catch let failure as FileSystemError {
            throw OutputError.cannotWrite(
                path: "a staging folder", root: plan.displayRootPath, failure: failure)
        }
    }
}
