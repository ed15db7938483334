import ViperGenSystem

/// Removes `.viper-gen-staging-<pid>-*` folders whose process is no longer running.
///
/// Stale folders exist only when a run was killed without a chance to clean up (SIGKILL,
/// power loss) or when removing the staging folder itself failed. A stale folder is kept
/// (and reported) if its `backups` folder is not empty: the run died during the commit and
/// the backups may be the only copy of replaced files. A folder is also left alone while its
/// pid belongs to a live process, which after pid reuse may be an unrelated one.
public struct StaleStagingCleaner {
    private let fileSystem: any FileSystem
    private let isProcessAlive: (Int32) -> Bool

    /// Creates a cleaner; `isProcessAlive` defaults to `kill(pid, 0)`.
    public init(
        fileSystem: any FileSystem = LocalFileSystem(),
        isProcessAlive: @escaping (Int32) -> Bool = Processes.isAlive
    ) {
        self.fileSystem = fileSystem
        self.isProcessAlive = isProcessAlive
    }

    /// Removes stale staging folders directly inside `root`; never throws.
    public func removeStaleStagingFolders(in root: String) -> StaleStagingReport {
        var report = StaleStagingReport()
        let names = (try? fileSystem.contentsOfDirectory(at: root)) ?? []
        for name in names {
            guard let processID = StagingArea.processID(inName: name),
                !isProcessAlive(processID)
            else { continue }
            let path = RelativePaths.join(root, name)
            guard (try? fileSystem.entryKind(at: path)) == .directory else { continue }
            let backups = path + "/" + StagingArea.backupsFolderName
            let heldBackups = (try? fileSystem.contentsOfDirectory(at: backups)) ?? []
            if heldBackups.isEmpty, (try? fileSystem.removeItem(at: path)) != nil {
                report.removed.append(path)
            } else {
                report.kept.append(path)
            }
        }
        return report
    }

}
