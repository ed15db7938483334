import ViperGenSystem

/// Writes an `OutputPlan` all or nothing: check, stage in a hidden folder, move into place.
///
/// On any error (including SIGINT/SIGTERM, see `SignalTrap`) every completed
/// move is undone, backups are restored and the staging folder is removed, so the destination
/// is byte-for-byte as before; then the error is rethrown. A staging folder can remain only if
/// the process is killed with SIGKILL (or loses power), if removing the staging folder fails,
/// or if the rollback itself fails (then `OutputError.rollbackIncomplete` names it, and it
/// holds the originals). The next run in the same root removes stale folders of dead runs.
public struct TransactionalWriter {
    private let fileSystem: any FileSystem
    private let cancellation: WriteCancellation
    private let observesSignals: Bool
    private let processID: Int32
    private let cleaner: StaleStagingCleaner

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - cancellation: Checked between operations; set it to stop and roll back.
    ///   - observesSignals: Whether SIGINT/SIGTERM set `cancellation` while a write runs.
    ///   - processID: The id put into the staging folder's name.
    ///   - isProcessAlive: Decides whether a staging folder's owner still runs.
    public init(
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
        self.cleaner = StaleStagingCleaner(fileSystem: fileSystem, isProcessAlive: isProcessAlive)
    }

    /// Checks and writes `plan` after removing stale staging folders from its root, then
    /// reports each event to `onEvent`; the summary says what was cleaned up.
    ///
    /// Events are delivered after the write committed, so no line is printed for something
    /// that was rolled back. Throws `OutputError` (see `OutputError.category`).
    @discardableResult
    public func write(
        _ plan: OutputPlan, policy: ExistingFilePolicy,
        onEvent: (WriteEvent) -> Void = { _ in }
    ) throws -> WriteSummary {
        let checked = try OutputPlanChecker(fileSystem: fileSystem).check(plan, policy: policy)
        let staleReport = removeStaleStaging(in: [plan.rootDirectory])
        var summary = try write(checked, onEvent: onEvent)
        summary.staleStagingCleanup = staleReport
        return summary
    }

    /// Writes an already checked plan (no stale-folder cleanup; see `removeStaleStaging`).
    @discardableResult
    public func write(
        _ checked: CheckedOutputPlan, onEvent: (WriteEvent) -> Void = { _ in }
    ) throws -> WriteSummary {
        let conflicts = checked.conflicts
        guard conflicts.isEmpty else { throw OutputError.conflicts(conflicts) }
        if checked.hasChanges { try writeChanges(of: checked) }
        let events = WriteEventBuilder.events(for: checked)
        for event in events { onEvent(event) }
        return WriteSummary(events: events, staleStagingCleanup: StaleStagingReport())
    }

    /// Removes the staging folders that dead runs left directly inside `folders`; never throws.
    public func removeStaleStaging(in folders: [String]) -> StaleStagingReport {
        var report = StaleStagingReport()
        for folder in folders {
            let found = cleaner.removeStaleStagingFolders(in: folder)
            report.removed += found.removed
            report.kept += found.kept
        }
        return report
    }

    private func writeChanges(of checked: CheckedOutputPlan) throws {
        if observesSignals { SignalTrap.shared.arm(catching: Self.cancellingSignals) }
        defer { if observesSignals { SignalTrap.shared.disarm() } }
        try cancellation.throwIfRequested()
        let staging = try createStagingArea(in: checked.plan)
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
                        operation: .write, path: staging.path,
                        code: FileSystemError.Code.inputOutput))
            guard failures.isEmpty else {
                throw OutputError.rollbackIncomplete(
                    cause: cause, failures: failures, stagingFolder: staging.path)
            }
            try? fileSystem.removeItem(at: staging.path)
            throw cause
        }
        // After the commit the backups are no longer needed; a failure here leaves a stale
        // folder that the next run reports (its backups folder is not empty).
        try? fileSystem.removeItem(at: staging.path)
    }

    /// The signals that roll a write back instead of killing the process mid-way.
    static let cancellingSignals = [SignalNumber.interrupt, SignalNumber.terminate]

    private func createStagingArea(in plan: OutputPlan) throws -> StagingArea {
        do {
            return try StagingArea.create(
                in: plan.rootDirectory, processID: processID, fileSystem: fileSystem)
        } catch let failure as FileSystemError {
            throw OutputError.cannotWrite(
                path: "a staging folder", root: plan.displayRootPath, failure: failure)
        }
    }
}
