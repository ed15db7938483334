import Foundation

/// The templates compiled into the binary from the package's Templates/ folder.
public enum BuiltInTemplates {
    /// The names of the built-in templates, sorted.
    public static var names: [String] { templates.keys.sorted() }

    /// Returns the built-in template called `name`, or throws with the list of available ones.
    public static func template(named name: String) throws -> Template {
        guard let template = templates[name] else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        return try template.get()
    }

    /// Every embedded file as a path under Templates/ and its bytes, sorted by path.
    public static var files: [TemplateFile] {
        EmbeddedTemplateFiles.all.map { entry in
            TemplateFile(
                path: entry.path, contents: [UInt8](Data(base64Encoded: entry.base64) ?? Data()))
        }
    }

    /// The templates, decoded and parsed once per process.
    private static let templates: [String: Result<Template, Error>] = {
        let grouped = Dictionary(grouping: files) { file in
            String(file.path.prefix { $0 != "/" })
        }
        return grouped.mapValues { group in
            Result {
                guard let name = group.first.map({ String($0.path.prefix { $0 != "/" }) }) else {
                    throw TemplateError.missingInfo(template: "built-in template")
                }
                let inner = group.map { file in
                    TemplateFile(
                        path: String(file.path.dropFirst(name.count + 1)), contents: file.contents)
                }
                return try Template.assemble(
                    name: name, origin: "Templates/\(name)", files: inner)
            }
        }
    }()
}
