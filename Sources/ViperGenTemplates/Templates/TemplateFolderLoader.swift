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
    ///
    /// A folder without TemplateInfo.plist is refused before its files are listed: `--template /`
    /// once walked the whole file system to find out.
    public func load(folder: String, name: String) throws -> Template {
        let info = folder + "/" + TemplateInfo.fileName
        guard (try? fileSystem.entryKind(at: info)) != nil else {
            throw TemplateError.missingInfo(template: folder)
        }
        return try Template.assemble(name: name, origin: folder, files: storedFiles(folder: folder))
    }

    /// Every file below `folder` (except `.DS_Store`), byte for byte, sorted by path.
    ///
    /// A file that is a symbolic link is read only when it leads to a file inside the folder:
    /// one leading out would copy whatever it names (a key, a config) into generated files.
    public func storedFiles(folder: String) throws -> [TemplateFile] {
        let reader = TemplateFileReader(fileSystem: fileSystem)
        let paths = try TemplateFolderListing(fileSystem: fileSystem).files(under: folder)
        let root = (try? fileSystem.resolvedPath(of: folder)) ?? folder
        return try paths.map { path -> TemplateFile in
            let file = folder + "/" + path
            if (try? fileSystem.entryKind(at: file)) == .symbolicLink,
                let target = try? fileSystem.resolvedPath(of: file),
                (try? fileSystem.entryKind(at: target)) == .file,
                !target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
            {
                throw TemplateError.unreadableFile(
                    file: file,
                    reason: "it is a symbolic link to \(target), outside the template, and "
                        + "viper-gen reads only files inside the template folder; copy the file "
                        + "into the template instead")
            }
            return TemplateFile(path: path, contents: try reader.contents(of: file))
        }
    }

    /// Whether `path` is a folder (following symlinks, as Xcode does for template folders).
    public func isFolder(_ path: String) -> Bool {
        guard let resolved = try? fileSystem.resolvedPath(of: path) else { return false }
        return (try? fileSystem.entryKind(at: resolved)) == .directory
    }
}
