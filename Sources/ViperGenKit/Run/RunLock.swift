import ViperGenOutput
import ViperGenProject
import ViperGenSystem

/// Serialises the runs that write into one folder: waits for the folder's lock, saying so once,
/// up to the environment's timeout.
struct RunLock {
    /// The folder whose lock is taken (where the run stages and commits).
    let folder: AbsolutePath
    /// The run's environment (timeout, signal handling).
    let environment: RunEnvironment

    /// Takes the lock, then completes or undoes the runs that were interrupted in the folder
    /// and reports what became of them on `reporter`.
    func acquireRecovering(reporter: Reporter) throws -> FolderLock {
        let lock = try acquire(notifying: reporter.console)
        do {
            // Holding the folder's lock, every staging folder in it belongs to a dead run, even
            // one whose process id was reused since.
            let writer = TransactionalWriter(
                fileSystem: environment.fileSystem,
                isProcessAlive: { $0 == Processes.currentID })
            reporter.recovery(try writer.recoverInterruptedRuns(in: folder))
        } catch {
            lock.release()
            throw error
        }
        return lock
    }

    /// Takes the lock; while another run holds it, says so once on `console`.
    ///
    /// - Throws: `GenerationError.busy` after the timeout, `OutputError.cancelled` when a
    ///   signal arrives while waiting, `OutputError.cannotWrite` if the folder cannot be opened.
    func acquire(notifying console: Console) throws -> FolderLock {
        let onWait = {
            console.note(
                "Waiting for another viper-gen run in \(environment.pathDisplay.show(folder)) "
                    + "to finish...")
        }
        let cancellation = WriteCancellation()
        let outcome: FolderLock.Outcome
        do {
            // The folder as the run's file system resolves it: the lock is the folder's own.
            let resolved = ((try? environment.fileSystem.resolvedPath(of: folder)) ?? folder)
                .pathString
            outcome = try FolderLock.acquire(
                resolved, timeout: environment.lockTimeout, onWait: onWait,
                shouldStop: { cancellation.requestedSignal != nil })
        } catch let failure as FileSystemError {
            throw OutputError.cannotWrite(
                path: environment.pathDisplay.show(folder),
                root: environment.pathDisplay.show(folder), failure: failure)
        }
        switch outcome {
        case .acquired(let lock): return lock
        case .timedOut:
            throw GenerationError.busy(
                folder: environment.pathDisplay.show(folder), seconds: environment.lockTimeout)
        case .stopped:
            throw OutputError.cancelled(signal: cancellation.requestedSignal ?? 0)
        }
    }
}
