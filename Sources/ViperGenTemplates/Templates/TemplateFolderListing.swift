import ViperGenSystem

/// Lists the files of a template folder as sorted "/"-separated relative paths.
struct TemplateFolderListing {
    /// The file system the template is read from.
    let fileSystem: any FileSystem

    /// Regular files below `folder`, skipping `.DS_Store`; folders are descended, symlinked
    /// folders are not.
    func files(under folder: String) throws -> [String] {
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let current = relative.isEmpty ? folder : folder + "/" + relative
            let names: [String]
            do {
                names = try fileSystem.contentsOfDirectory(at: current)
            } catch let failure as FileSystemError {
                let denied = failure.category == .permissionDenied
                throw TemplateError.unreadableFile(
                    file: current,
                    reason: denied ? "permission denied" : "the folder cannot be listed")
            }
            for name in names where name != ".DS_Store" {
                let path = relative.isEmpty ? name : relative + "/" + name
                if (try? fileSystem.entryKind(at: folder + "/" + path)) == .directory {
                    pending.append(path)
                } else {
                    paths.append(path)
                }
            }
        }
        return paths.sorted()
    }
}
