/// A template: its description from TemplateInfo.plist and the files it renders.
package struct Template: Sendable {
    /// The template's name, such as `module`.
    package let name: String
    /// Where the template comes from, used in messages (such as `built-in template 'module'`).
    package let origin: String
    /// The parsed TemplateInfo.plist.
    package let info: TemplateInfo
    /// The files to render, without TemplateInfo.plist and template icons, sorted by path.
    package let files: [TemplateFile]

    /// Creates a template from its parts; `files` are sorted by path.
    package init(name: String, origin: String, info: TemplateInfo, files: [TemplateFile]) {
        self.name = name
        self.origin = origin
        self.info = info
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Names of files that describe a template rather than being rendered by it.
    static func isMetadata(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return path == TemplateInfo.fileName || name.hasPrefix("TemplateIcon")
            || name == ".DS_Store"
    }

    /// Builds a template from all the files of a template folder (metadata included).
    static func assemble(name: String, origin: String, files: [TemplateFile]) throws -> Template {
        guard let plist = files.first(where: { $0.path == TemplateInfo.fileName }) else {
            throw TemplateError.missingInfo(template: origin)
        }
        let info = try TemplateInfo.parse(
            plist.contents, file: "\(origin)/\(TemplateInfo.fileName)")
        return Template(
            name: name, origin: origin, info: info,
            files: files.filter { !isMetadata($0.path) })
    }
}
