import ViperGenSystem

/// Reads a template folder (TemplateInfo.plist and the files it renders) from a file system.
package struct TemplateFolderLoader: Sendable {
    /// The file system the template is read from.
    package let fileSystem: any FileSystem

    /// Creates a loader reading `fileSystem`.
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads and parses the template in `folder`, named `name` in messages and listings.
    ///
    /// A folder without TemplateInfo.plist is refused before its files are listed: `--template /`
    /// once walked the whole file system to find out.
    package func load(folder: AbsolutePath, name: String) throws -> Template {
        let info = folder.appending(component: TemplateInfo.fileName)
        guard (try? fileSystem.entryKind(at: info)) != nil else {
            throw TemplateError.missingInfo(template: folder.pathString)
        }
        return try Template.assemble(
            name: name, origin: folder.pathString, files: storedFiles(folder: folder))
    }

    /// Every file below `folder` (except `.DS_Store`), byte for byte, sorted by path.
    ///
    /// A file that is a symbolic link to a regular file is read, as Xcode reads it, when the
    /// file lies inside the template or inside another template beside it (a folder next to
    /// this one that holds a TemplateInfo.plist: published templates link shared files to a
    /// sibling template). One leading anywhere else is refused: it would copy whatever it names
    /// (a key, a config) into generated files. A link to anything but a regular file (a folder,
    /// nothing, a FIFO or device) is refused when read (`TemplateFileReader`).
    package func storedFiles(folder: AbsolutePath) throws -> [TemplateFile] {
        let reader = TemplateFileReader(fileSystem: fileSystem)
        let paths = try TemplateFolderListing(fileSystem: fileSystem).files(under: folder)
        let root = (try? fileSystem.resolvedPath(of: folder)) ?? folder
        return try paths.map { path -> TemplateFile in
            let file = folder.appending(component: path)
            if (try? fileSystem.entryKind(at: file)) == .symbolicLink,
                let target = try? fileSystem.resolvedPath(of: file),
                (try? fileSystem.entryKind(at: target)) == .file,
                !isInside(target, templateOrSiblingOf: root)
            {
                throw TemplateError.unreadableFile(
                    file: file.pathString,
                    reason: "it is a symbolic link to \(target), outside the template and the "
                        + "templates beside it, and viper-gen reads linked files only inside "
                        + "them, since they are copied into generated files; copy the file "
                        + "into the template instead")
            }
            return TemplateFile(path: path, contents: try reader.contents(of: file))
        }
    }

    /// Whether the symlink-free path `target` lies inside the template folder `root` (also
    /// symlink-free) or inside a folder beside it that holds a TemplateInfo.plist.
    private func isInside(_ target: AbsolutePath, templateOrSiblingOf root: AbsolutePath) -> Bool {
        if target.isDescendant(of: root) { return true }
        guard !root.isRoot else { return false }
        let parent = root.parentDirectory
        guard target.isDescendant(of: parent) else { return false }
        let rest = target.relative(to: parent).components
        guard rest.count > 1, let sibling = rest.first else { return false }
        let info = parent.appending(components: sibling, TemplateInfo.fileName)
        return (try? fileSystem.entryKind(at: info)) != nil
    }

    /// Whether `path` is a folder (following symlinks, as Xcode does for template folders).
    package func isFolder(_ path: AbsolutePath) -> Bool {
        guard let resolved = try? fileSystem.resolvedPath(of: path) else { return false }
        return (try? fileSystem.entryKind(at: resolved)) == .directory
    }
}
