import ViperGenSystem

/// The templates of some search folders and the built-in ones, in search order: a template
/// found earlier overrides any later one of the same name.
///
/// Names match without regard to case (`Module` finds `module`); within one search folder an
/// exact match is preferred.
package struct TemplateCatalog: Sendable {
    /// The folders searched before the built-in templates, in order.
    package let folders: [TemplateSearchFolder]
    /// The built-in templates, searched last.
    package let builtIn: any TemplateSource
    /// The file system the folders are read from.
    package let fileSystem: any FileSystem

    /// Creates a catalog.
    package init(
        folders: [TemplateSearchFolder], builtIn: any TemplateSource, fileSystem: any FileSystem
    ) {
        self.folders = folders
        self.builtIn = builtIn
        self.fileSystem = fileSystem
    }

    /// Every template found, in search order (folders first, each sorted by path).
    package var entries: [TemplateEntry] {
        let scanner = TemplateFolderScanner(fileSystem: fileSystem)
        return folders.flatMap(scanner.entries(in:))
            + builtIn.names.map { TemplateEntry(name: $0, origin: .builtIn, folder: nil) }
    }

    /// The templates called `name` (any case), the one used first, then those it overrides.
    package func matches(for name: String) -> [TemplateEntry] {
        let key = name.lowercased()
        let all = entries.enumerated().filter { $0.element.name.lowercased() == key }
        return all.sorted { left, right in
            let leftRank = rank(of: left.element)
            let rightRank = rank(of: right.element)
            if leftRank != rightRank { return leftRank < rightRank }
            let leftExact = left.element.name == name
            let rightExact = right.element.name == name
            if leftExact != rightExact { return leftExact }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// The distinct names of all templates, sorted without regard to case.
    package var names: [String] {
        var seen: Set<String> = []
        return entries.map(\.name).filter { seen.insert($0.lowercased()).inserted }
            .sorted { $0.lowercased() < $1.lowercased() }
    }

    /// Reads the template of `entry`.
    package func load(_ entry: TemplateEntry) throws -> Template {
        guard let folder = entry.folder else { return try builtIn.template(named: entry.name) }
        return try TemplateFolderLoader(fileSystem: fileSystem).load(
            folder: folder, name: entry.name)
    }

    /// The position of the search folder (or the built-ins) that holds `entry`.
    private func rank(of entry: TemplateEntry) -> Int {
        guard let folder = entry.folder else { return folders.count }
        return folders.firstIndex { folder.isDescendant(of: $0.path) } ?? folders.count
    }
}
