import ViperGenSystem

/// Reads a template folder (TemplateInfo.plist and the files it renders) from a file system.
public struct TemplateFolderLoader: Sendable {
    /// The file system the template is read from.
    public let fileSystem: any FileSystem

    /// Creates a loader reading `fileSystem`.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads and parses the template in `folder`, named `name` in messages and listings.
    public func load(folder: String, name: String) throws -> Template {
        try Template.assemble(name: name, origin: folder, files: storedFiles(folder: folder))
    }

    /// Every file below `folder` (except `.DS_Store`), byte for byte, sorted by path.
    public func storedFiles(folder: String) throws -> [TemplateFile] {
        let reader = TemplateFileReader(fileSystem: fileSystem)
        let paths = try TemplateFolderListing(fileSystem: fileSystem).files(under: folder)
        return try paths.map { path -> TemplateFile in
            TemplateFile(path: path, contents: try reader.contents(of: folder + "/" + path))
        }
    }

    /// Whether `path` is a folder (following symlinks, as Xcode does for template folders).
    public func isFolder(_ path: String) -> Bool {
        guard let resolved = try? fileSystem.resolvedPath(of: path) else { return false }
        return (try? fileSystem.entryKind(at: resolved)) == .directory
    }
}
