import ViperGenProject
import ViperGenSystem

/// The Swift files below a project's sources folder, each read once, for the scans that look
/// across the app for a module's type names (`rename` runs two over the same files).
struct SourceFolderFiles {
    /// One readable Swift file of the sources folder.
    struct File {
        /// Its absolute path.
        let path: String
        /// Its bytes as on disk.
        let bytes: [UInt8]
    }

    /// The readable Swift files, in path order (unreadable ones are passed over).
    let files: [File]

    /// Reads the Swift files below `project`'s sources folder from `fileSystem`.
    init(of project: Project, fileSystem: any FileSystem) {
        files = SwiftFileFinder(fileSystem: fileSystem)
            .files(below: project.sourcesFolder.pathString)
            .compactMap { path in
                (try? fileSystem.readFile(at: AbsolutePath(validating: path))).map {
                    File(path: path, bytes: $0)
                }
            }
    }
}
