/// The templates compiled into the binary from the package's Templates/ folder.
package struct BuiltInTemplateSource: TemplateSource {
    /// Creates the source.
    package init() {}

    /// The built-in template names.
    package var names: [String] { BuiltInTemplates.names }

    /// The built-in template called `name`.
    package func template(named name: String) throws -> Template {
        try BuiltInTemplates.template(named: name)
    }

    /// The embedded files of the built-in template `name`, paths relative to its folder.
    package func storedFiles(ofTemplate name: String) throws -> [TemplateFile] {
        guard names.contains(name) else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        let prefix = name + "/"
        return BuiltInTemplates.files.filter { $0.path.hasPrefix(prefix) }.map {
            TemplateFile(path: String($0.path.dropFirst(prefix.count)), contents: $0.contents)
        }
    }
}
