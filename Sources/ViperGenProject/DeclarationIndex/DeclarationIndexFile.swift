import ViperGenOutput
import ViperGenSystem

/// Where a project keeps its declaration index, `.viper-gen/declaration-index`, and how it is
/// read and replaced; `.viper-gen/.gitignore` keeps git from committing it, in adopted apps too.
///
/// Reading never fails: anything but a valid index for the same folder gives none. Writing
/// goes through a temporary file renamed over the old one, under the run's lock, so a run
/// killed at any instant leaves the old index or the new one; a temporary file a killed run
/// left is removed by the next write. A failed write is passed over: the index is a cache.
package struct DeclarationIndexFile {
    /// The file system to read and write.
    let fileSystem: any FileSystem
    /// The project's root folder.
    let projectRoot: AbsolutePath

    /// The project's `.viper-gen` folder.
    private var folder: AbsolutePath { projectRoot.appending(component: ".viper-gen") }

    /// The index file's path.
    var path: AbsolutePath { folder.appending(component: DeclarationIndex.fileName) }

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(fileSystem: any FileSystem, projectRoot: AbsolutePath) {
        self.fileSystem = fileSystem
        self.projectRoot = projectRoot
    }

    /// The stored index of the folder `root`, or nil when there is none usable.
    func read(root: String) -> DeclarationIndex? {
        guard (try? fileSystem.entryKind(at: path)) == .file,
            let bytes = try? fileSystem.readFile(at: path)
        else { return nil }
        return DeclarationIndex(decoding: bytes, root: root)
    }

    /// Replaces the stored index with `index` (a ``DeclarationIndexBuilder``'s bytes);
    /// failures are passed over.
    package func write(_ index: [UInt8]) {
        let prefix = DeclarationIndex.fileName + "."
        let temporary = folder.appending(component: prefix + "\(Processes.currentID).tmp")
        do {
            if try fileSystem.entryKind(at: folder) == nil {
                try fileSystem.createDirectory(at: folder)
            }
            for name in try fileSystem.contentsOfDirectory(
                at: folder, matching: { $0.hasPrefix(prefix) && $0.hasSuffix(".tmp") })
            where Self.leftByDeadRun(name, prefix: prefix) {
                try? fileSystem.removeItem(at: folder.appending(component: name))
            }
            try writeIgnoreFile(through: temporary)
            try fileSystem.writeFile(at: temporary, contents: index, permissions: 0o644)
            try fileSystem.replaceItem(at: path, with: temporary)
        } catch {
            try? fileSystem.removeItem(at: temporary)
        }
    }

    /// What `.viper-gen/.gitignore` says when viper-gen writes it.
    static let ignoreFileText = """
        # Written by viper-gen: the declaration index is a cache of the types each Swift file
        # declares, rebuilt when missing. Commit this file, not the index.
        /\(DeclarationIndex.fileName)*

        """

    /// Writes `.viper-gen/.gitignore` (through `temporary`, renamed into place) unless the
    /// folder has one, which is left as it is.
    private func writeIgnoreFile(through temporary: AbsolutePath) throws {
        let ignoreFile = folder.appending(component: ".gitignore")
        guard try fileSystem.entryKind(at: ignoreFile) == nil else { return }
        try fileSystem.writeFile(
            at: temporary, contents: Array(Self.ignoreFileText.utf8), permissions: 0o644)
        try fileSystem.replaceItem(at: ignoreFile, with: temporary)
    }

    /// Whether the temporary file `name` (`declaration-index.<pid>.tmp`) belongs to a run that
    /// has ended.
    private static func leftByDeadRun(_ name: String, prefix: String) -> Bool {
        guard let id = Int32(name.dropFirst(prefix.count).dropLast(4)) else { return true }
        return id != Processes.currentID && !Processes.isAlive(id)
    }
}
