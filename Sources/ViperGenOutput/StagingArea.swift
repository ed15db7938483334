import ViperGenSystem

/// The hidden folder `.viper-gen-staging-<pid>-<random>` inside the output root.
///
/// Layout: `journal` lists the transaction's steps and phase (`TransactionJournal`);
/// `tree-<n>/` holds the n-th new folder tree (moved into place with one rename), `file-<n>` a
/// single new or replacing file for an existing folder, `backups/<n>` a hard link to (or copy
/// of) the original of the n-th replaced, edited or deleted file, made before anything is
/// renamed, and `removed-<n>` the n-th folder the deletions emptied, once it was moved aside.
struct StagingArea {
    /// Prefix of every staging folder's name; planned paths may not start with it.
    static let namePrefix = ".viper-gen-staging-"
    /// The name of the folder holding originals of replaced files.
    static let backupsFolderName = "backups"
    /// The name of the journal file.
    static let journalName = "journal"

    /// The staging folder.
    let path: AbsolutePath

    /// Creates a new, empty staging folder in `root` (its `backups` folder is made by the
    /// transaction, only when it keeps an original).
    static func create(
        in root: AbsolutePath, processID: Int32, fileSystem: any FileSystem
    ) throws -> StagingArea {
        let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
        let area = StagingArea(
            path: root.appending(component: "\(namePrefix)\(processID)-\(suffix)"))
        try fileSystem.createDirectory(at: area.path)
        return area
    }

    /// The name of the staging folder (its last path component).
    var name: String { path.basename }

    /// Where the originals of replaced files are kept until the write commits.
    var backupsPath: AbsolutePath { path.appending(component: Self.backupsFolderName) }

    /// The journal file.
    var journalPath: AbsolutePath { path.appending(component: Self.journalName) }

    /// Where the new folder tree number `index` is assembled.
    func treePath(_ index: Int) -> AbsolutePath { path.appending(component: "tree-\(index)") }

    /// Where the new file number `index` (for an existing folder) is written.
    func filePath(_ index: Int) -> AbsolutePath { path.appending(component: "file-\(index)") }

    /// Where the original of planned file number `index` is kept.
    func backupPath(_ index: Int) -> AbsolutePath { backupsPath.appending(component: "\(index)") }

    /// Where an emptied folder number `index` is kept once it was moved aside.
    func removedDirectoryPath(_ index: Int) -> AbsolutePath {
        path.appending(component: "removed-\(index)")
    }

    /// Where the entry of `step` lives outside its path: the staged entry a step renames into
    /// place, or the original a deletion put aside.
    func stagedPath(of step: TransactionJournal.Step) -> AbsolutePath {
        switch step {
        case .moveTree(let index, _): return treePath(index)
        case .moveFile(let index, _), .replaceFile(let index, _): return filePath(index)
        case .deleteFile(let index, _): return backupPath(index)
        case .removeDirectory(let index, _): return removedDirectoryPath(index)
        }
    }

    /// The process id encoded in a staging folder's name, or nil if `name` is not one.
    static func processID(inName name: String) -> Int32? {
        guard name.hasPrefix(namePrefix) else { return nil }
        let rest = name.dropFirst(namePrefix.count)
        guard let digits = rest.split(separator: "-", maxSplits: 1).first else { return nil }
        return Int32(digits)
    }
}
