import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// Keeps an existing project's modules and services registered when `project <name>` renders
/// its app files over it again (with --force, or where they are missing).
///
/// Every module and service folder of the existing project that the template does not bring
/// itself is registered in the rendered app files (``wireAppFiles(_:project:)``), or listed in
/// the rendered application router of a `routed` project (``wireRouter(_:project:)``), in the
/// order the existing file has them (so an unchanged template gives the same bytes). A
/// registration that cannot be placed in a file about to be written, and one the existing file
/// holds that the new one would not, are refused: the app would no longer compile or run.
struct ProjectRegenerationWiring {
    /// The `project` generation.
    let request: GenerationRequest

    var fileSystem: any FileSystem { request.environment.fileSystem }

    /// `files` with their app files registering what the existing project has; `files` as
    /// they are when the project folder does not exist yet or the style has no registry.
    func wire(_ files: [RenderedFile]) throws -> [RenderedFile] {
        let folder = request.outputRoot.appending(component: request.name)
        guard (try? fileSystem.entryKind(at: folder)) == .directory else { return files }
        // The project the request found there, else the folder as a project of default layout.
        let project =
            request.existingProject
            ?? Project(
                root: folder,
                config: ProjectConfig(projectName: request.name, author: nil, organization: nil))
        var dropped: [DroppedRegistration] = []
        let wired: [RenderedFile]
        switch request.style.registry {
        case .appFiles: wired = try wireAppFiles(files, project: project, dropped: &dropped)
        case .applicationRouter:
            wired = try wireRouter(files, project: project, dropped: &dropped)
        case .none: return files
        }
        guard dropped.isEmpty else {
            throw GenerationError.registrationsWouldBeDropped(
                project: request.name, dropped: dropped)
        }
        return wired
    }

    /// `items` in the order `existing` lists their keys; those it lacks follow by name.
    func ordered<Item>(
        _ items: [Item], by existing: [String], key: (Item) -> String, name: (Item) -> String
    )
        -> [Item]
    {
        let position = Dictionary(existing.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return items.sorted {
            (position[key($0)] ?? Int.max, name($0)) < (position[key($1)] ?? Int.max, name($1))
        }
    }

    /// Whether the rendered file at `path` is written: with --force, or where nothing is.
    func willWrite(_ path: String) -> Bool {
        request.flags.force || (try? fileSystem.entryKind(at: absolutePath(of: path))) == nil
    }

    /// The text on disk of the existing file the rendered file at `path` would replace.
    func existingText(of path: String) -> String? {
        (try? fileSystem.readFile(at: absolutePath(of: path))).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The absolute path of the rendered file at `path`.
    func absolutePath(of path: String) -> AbsolutePath {
        request.outputRoot.appending(component: path)
    }

    /// The rendered file at `path` as shown to the user.
    func show(_ path: String) -> String {
        request.display.show(absolutePath(of: path))
    }

    /// `names` without repeats, in their order.
    func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
