import ViperGenOutput
import ViperGenSystem

/// Spells a folder inside the project the way the project's own path and the disk do, so
/// that the textual "is it inside the project?" tests (registration, the type-clash scan, test
/// placement) and the paths written into the Xcode project see what the disk sees.
///
/// A path can name a project folder in another spelling: through a symbolic link (on a Mac
/// `/tmp` is `/private/tmp`), and on a Mac's disk in another letter case or Unicode
/// normalization (`-o sources/myapp/classes/modules`). Compared as written, such an output
/// folder looked outside the project, and the module was written unregistered; inside it, a
/// folder typed in another case looked new.
package struct ProjectSpelling {
    /// The project whose spelling is used.
    let project: Project
    /// The file system that resolves paths.
    let fileSystem: any FileSystem

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(project: Project, fileSystem: any FileSystem) {
        self.project = project
        self.fileSystem = fileSystem
    }

    /// `path` in the project root's spelling, its existing folders as the disk spells them,
    /// when its canonical path lies inside the project's; else `path` unchanged.
    package func path(of path: AbsolutePath) -> AbsolutePath {
        guard let canonicalRoot = try? fileSystem.resolvedPath(of: project.root),
            let canonical = canonicalPath(of: path),
            let inside = canonical.text(inside: canonicalRoot)
        else { return path }
        return inside.isEmpty ? project.root : project.root.appending(component: inside)
    }

    /// The canonical path of `path`, whose last components may not exist yet: the deepest
    /// existing ancestor resolved (`realpath`), the rest appended as written.
    private func canonicalPath(of path: AbsolutePath) -> AbsolutePath? {
        var existing = path
        var missing: [String] = []
        while true {
            if let resolved = try? fileSystem.resolvedPath(of: existing) {
                return missing.reversed().reduce(resolved) { $0.appending(component: $1) }
            }
            guard !existing.isRoot else { return nil }
            missing.append(existing.basename)
            existing = existing.parentDirectory
        }
    }
}
