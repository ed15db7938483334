import ViperGenSystem

/// Finds the template folders in a search folder: its direct subfolders, or for Xcode's folder
/// the `<Name>.xctemplate` folders at any depth (Xcode groups them in folders such as
/// `File Templates/VIPER/`).
struct TemplateFolderScanner {
    /// The file system searched.
    let fileSystem: any FileSystem

    /// How deep group folders are searched in a recursive folder.
    static let maximumDepth = 8

    /// The templates in `folder`, sorted by path; a missing or unreadable folder has none.
    func entries(in folder: TemplateSearchFolder) -> [TemplateEntry] {
        var found: [TemplateEntry] = []
        scan(folder.path, folder: folder, depth: 0, into: &found)
        return found
    }

    /// Appends the templates below `path`.
    private func scan(
        _ path: AbsolutePath, folder: TemplateSearchFolder, depth: Int,
        into found: inout [TemplateEntry]
    ) {
        let loader = TemplateFolderLoader(fileSystem: fileSystem)
        let names = (try? fileSystem.contentsOfDirectory(at: path)) ?? []
        for name in names where !name.hasPrefix(".") {
            let child = path.appending(component: name)
            guard loader.isFolder(child) else { continue }
            if !folder.isRecursive || name.hasSuffix(TemplateEntry.xcodeSuffix) {
                found.append(
                    TemplateEntry(
                        name: TemplateEntry.name(ofFolder: name), origin: folder.origin,
                        folder: child))
            } else if depth + 1 < Self.maximumDepth {
                scan(child, folder: folder, depth: depth + 1, into: &found)
            }
        }
    }
}
