import ViperGenSystem

/// Lists the files of a template folder as sorted "/"-separated relative paths.
struct TemplateFolderListing {
    /// The file system the template is read from.
    let fileSystem: any FileSystem

    /// Regular files below `folder`, skipping `.DS_Store`; folders are descended, symlinked
    /// folders are not.
    func files(under folder: AbsolutePath) throws -> [String] {
        var paths: [String] = []
        try FileTreeWalk(fileSystem: fileSystem).walk(
            below: folder, descend: { $0.name != ".DS_Store" },
            unlistable: { current, error in
                guard let failure = error as? FileSystemError else { throw error }
                throw TemplateError.unreadableFile(
                    file: current.pathString,
                    reason: failure.category == .permissionDenied
                        ? "permission denied" : "the folder cannot be listed")
            },
            visit: { entry in
                if entry.name != ".DS_Store", entry.kind != .directory {
                    paths.append(entry.relativePath)
                }
                return true
            })
        return paths.sorted()
    }
}
