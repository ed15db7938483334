import Foundation
import ViperGenSystem
import ViperGenTemplates

/// Templates read from a folder holding one subfolder per template (`module/`, `service/`, ...),
/// each laid out like the built-in ones: a TemplateInfo.plist and files with macros in names.
package struct FolderTemplateSource: TemplateSource {
    /// The folder holding the template folders.
    package let root: URL
    /// The file system the templates are read from.
    package let fileSystem: any FileSystem

    /// Creates a source over `root`.
    package init(root: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// The subfolders of `root`, sorted.
    package var names: [String] {
        let entries = (try? fileSystem.contentsOfDirectory(at: rootPath)) ?? []
        let loader = TemplateFolderLoader(fileSystem: fileSystem)
        return entries.filter { loader.isFolder(folder(named: $0)) }
    }

    /// Reads and parses the template folder `name`.
    package func template(named name: String) throws -> Template {
        let folder = folder(named: name)
        let loader = TemplateFolderLoader(fileSystem: fileSystem)
        guard loader.isFolder(folder) else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        return try loader.load(folder: folder, name: name)
    }

    /// The files of the template folder `name`, read byte for byte.
    package func storedFiles(ofTemplate name: String) throws -> [TemplateFile] {
        let folder = folder(named: name)
        let loader = TemplateFolderLoader(fileSystem: fileSystem)
        guard loader.isFolder(folder) else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        return try loader.storedFiles(folder: folder)
    }

    /// `root`, typed.
    private var rootPath: AbsolutePath { AbsolutePath(root.path, relativeTo: .root) }

    /// The template folder `name` in `root`.
    private func folder(named name: String) -> AbsolutePath {
        rootPath.appending(component: name)
    }
}
