import Foundation
import ViperGenSystem

/// Templates read from a folder holding one subfolder per template (`module/`, `service/`, ...),
/// each laid out like the built-in ones: a TemplateInfo.plist and files with macros in names.
public struct FolderTemplateSource: TemplateSource {
    /// The folder holding the template folders.
    public let root: URL
    /// The file system the templates are read from.
    public let fileSystem: any FileSystem

    /// Creates a source over `root`.
    public init(root: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// The subfolders of `root`, sorted.
    public var names: [String] {
        let entries = (try? fileSystem.contentsOfDirectory(at: root.path)) ?? []
        return entries.filter { isDirectory(root.appendingPathComponent($0).path) }
    }

    /// Reads and parses the template folder `name`.
    public func template(named name: String) throws -> Template {
        let folder = root.appendingPathComponent(name).path
        guard isDirectory(folder) else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        let reader = TemplateFileReader(fileSystem: fileSystem)
        let paths = try TemplateFolderListing(fileSystem: fileSystem).files(under: folder)
        let files = try paths.map { path -> TemplateFile in
            TemplateFile(path: path, contents: try reader.contents(of: folder + "/" + path))
        }
        return try Template.assemble(name: name, origin: folder, files: files)
    }

    /// Whether `path` is a folder (following symlinks, as Xcode does for template folders).
    private func isDirectory(_ path: String) -> Bool {
        guard let resolved = try? fileSystem.resolvedPath(of: path) else { return false }
        return (try? fileSystem.entryKind(at: resolved)) == .directory
    }
}
