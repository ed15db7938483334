import ViperGenSystem

/// A project's declaration index as a run found it, with the stamp each of its records has on
/// disk now: what a ``DeclarationScan`` needs before it walks, gathered all at once (and, by
/// ``GenerationRun``, in the background while the run renders and plans).
package struct StampedIndex: Sendable {
    /// The sources folder the index is of.
    package let root: String
    /// The index, or nil when there is none usable.
    let index: DeclarationIndex?
    /// The absolute paths of the index's records.
    let paths: PathList
    /// The stamps of the index's records, taken after the index was read.
    let stamps: [FileStamp?]

    /// Reads the index of `project`'s sources folder and takes its records' stamps.
    package init(of project: Project, fileSystem: any FileSystem) {
        let root = project.sourcesFolder.pathString
        let file = DeclarationIndexFile(
            fileSystem: fileSystem, projectRoot: project.root)
        self.init(root: root, index: file.read(root: root), fileSystem: fileSystem)
    }

    /// Takes the stamps of `index`'s records, an index of `root` (another folder's is not used).
    package init(root: String, index: DeclarationIndex?, fileSystem: any FileSystem) {
        self.root = root
        self.index = index.flatMap { $0.root == root ? $0 : nil }
        paths = self.index?.paths() ?? PathList()
        stamps = Self.stamps(at: paths, fileSystem: fileSystem)
    }

    /// The stamps of every path of `paths`, in order: the list is shared out among the cores,
    /// a few hundred paths at a time (one `lstat` costs microseconds; an app has thousands).
    static func stamps(at paths: PathList, fileSystem: any FileSystem) -> [FileStamp?] {
        let chunk = 512
        let parts = stride(from: 0, to: paths.count, by: chunk).map { start in
            start..<min(paths.count, start + chunk)
        }
        guard let first = parts.first else { return [] }
        let others = parts.dropFirst().map { positions in
            BackgroundTask { fileSystem.stamps(at: paths, in: positions) }
        }
        return fileSystem.stamps(at: paths, in: first) + others.flatMap(\.value)
    }
}
