import ViperGenOutput
import ViperGenSystem

extension [PlannedFile] {
    /// Plans `contents` for the app file at `path` (relative to `root`): in place of the edit
    /// the run plans for it already, else as a new edit of the file as it is on disk.
    mutating func planEdit(
        of path: String, to contents: [UInt8], root: AbsolutePath, fileSystem: any FileSystem
    ) throws {
        if let index = firstIndex(where: { $0.path == path }) {
            self[index].contents = contents
        } else {
            let original = try fileSystem.readFile(at: root.appending(component: path))
            append(PlannedFile(path: path, contents: contents, intent: .edit(original: original)))
        }
    }
}
