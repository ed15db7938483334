import Foundation

/// Renders the files of a templates folder as a Swift array literal of base64 strings.
enum EmbeddedSourceWriter {
    /// Files that are never part of a template (Finder and editor droppings).
    static let ignoredNames: Set<String> = [".DS_Store"]

    /// Returns the Swift source declaring `EmbeddedTemplateFiles.all`, sorted by path.
    static func source(forTemplatesAt root: URL) throws -> String {
        let paths = try relativeFilePaths(under: root)
        var lines = [
            "// Generated at build time by template-embedder from the package's Templates/ folder.",
            "// Do not edit: change the files under Templates/ instead.",
            "",
            "/// Every file of the built-in templates: its path under Templates/ and its bytes.",
            "enum EmbeddedTemplateFiles {",
            "    /// Pairs of template path and base64-encoded contents, sorted by path.",
            "    static let all: [(path: String, base64: String)] = [",
        ]
        for path in paths {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            lines.append("        (\(literal(path)), \"\(data.base64EncodedString())\"),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Lists regular files below `root` as "/"-separated relative paths.
    static func relativeFilePaths(under root: URL) throws -> [String] {
        let fileManager = FileManager.default
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
            for name in try fileManager.contentsOfDirectory(atPath: folder.path)
            where !ignoredNames.contains(name) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                _ = fileManager.fileExists(
                    atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if isDirectory.boolValue { pending.append(path) } else { paths.append(path) }
            }
        }
        return paths.sorted()
    }

    /// A Swift string literal for `text`, escaping backslashes and quotes.
    static func literal(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
