import Foundation

/// Templates read from a folder holding one subfolder per template (`module/`, `service/`, ...),
/// each laid out like the built-in ones: a TemplateInfo.plist and files with macros in names.
public struct FolderTemplateSource: TemplateSource {
    /// The folder holding the template folders.
    public let root: URL

    /// Creates a source over `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The subfolders of `root`, sorted.
    public var names: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.filter { isDirectory(root.appendingPathComponent($0)) }.sorted()
    }

    /// Reads and parses the template folder `name`.
    public func template(named name: String) throws -> Template {
        let folder = root.appendingPathComponent(name)
        guard isDirectory(folder) else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        let paths = try TemplateFolderListing.files(under: folder)
        let files = try paths.map { path -> TemplateFile in
            let url = folder.appendingPathComponent(path)
            return TemplateFile(path: path, contents: try TemplateFileReader.contents(of: url.path))
        }
        return try Template.assemble(name: name, origin: folder.path, files: files)
    }

    /// Whether `url` is a folder (following symlinks, as Xcode does for template folders).
    private func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag)
            && flag.boolValue
    }
}
