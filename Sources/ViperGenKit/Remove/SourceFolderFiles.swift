import ViperGenProject
import ViperGenSystem

/// The Swift files below a project's sources folder (and, when modules are Swift modules of
/// their own, below the folder holding them), each read once, for the scans that look across
/// the app for a module's type names (`rename` runs two over the same files).
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

    /// Reads the Swift files below `project`'s sources folder (and its tests folder when
    /// `includingTests`: a rename renames the tests' uses too, a removal leaves them to the
    /// user) from `fileSystem`.
    init(of project: Project, includingTests: Bool = false, fileSystem: any FileSystem) {
        let config = project.config
        var folders = [project.sourcesFolder]
        if includingTests { folders.append(project.root.appending(component: config.testsPath)) }
        if let layout = config.moduleLayout {
            folders.append(project.root.appending(component: layout.modulesFolder))
            if includingTests, let tests = layout.renamedFolders.last, layout.kind == .targets {
                folders.append(project.root.appending(component: tests))
            }
        }
        // A folder inside another is read with it.
        let roots = folders.filter { folder in
            !folders.contains { $0 != folder && folder.isDescendant(of: $0) }
        }
        var seen: Set<String> = []
        files = roots.flatMap {
            SwiftFileFinder(fileSystem: fileSystem).files(below: $0.pathString)
        }
        .filter { seen.insert($0).inserted }
        .compactMap { path in
            (try? fileSystem.readFile(at: AbsolutePath(validating: path))).map {
                File(path: path, bytes: $0)
            }
        }
    }
}
