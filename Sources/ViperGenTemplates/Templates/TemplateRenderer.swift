import ViperGenSystem

/// Renders every file of a template: paths with path semantics, text with content semantics.
package struct TemplateRenderer: Sendable {
    /// The values the macros expand to.
    package let values: MacroValues

    /// Creates a renderer for `values`.
    package init(values: MacroValues) {
        self.values = values
    }

    /// Renders `template`, each file under the prefix of its destination.
    ///
    /// Only the files of the variant the popup and checkbox values choose are rendered (see
    /// ``TemplateVariantSelector``); a template without variant folders renders every file. Each
    /// file goes to its destination (``TemplateDestination``): output paths are placed under
    /// `prefix` ("" or "a/b/"), the other destinations' under `otherPrefixes`.
    package func render(
        _ template: Template, under prefix: String = "",
        otherPrefixes: [TemplateDestination: String] = [:]
    ) throws -> [RenderedFile] {
        let macros = MacroRenderer(values: values)
        let selected = try TemplateVariantSelector(template: template)
            .files(for: values.variables)
        return try selected.map { file in
            let origin = "\(template.origin)/\(file.sourcePath)"
            let (destination, inner) = TemplateDestination.split(file.path)
            let rendered = try Self.renderPath(of: inner, origin: origin, macros: macros)
            let path =
                (destination == .output ? prefix : otherPrefixes[destination] ?? "") + rendered
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            if BinaryFileDetector.isBinary(path: file.path, contents: file.contents) {
                return RenderedFile(path: path, contents: file.contents, destination: destination)
            }
            let contents = try macros.renderContent(
                file.contents, outputFileName: fileName, templatePath: origin, outputPath: path)
            return RenderedFile(path: path, contents: contents, destination: destination)
        }
    }

    /// The rendered, validated form of the template path `templatePath`; errors name the file
    /// by `origin`.
    private static func renderPath(
        of templatePath: String, origin: String, macros: MacroRenderer
    ) throws -> String {
        let path: String
        do {
            path = try macros.renderPath(templatePath)
        } catch let error as MacroRenderError {
            throw TemplateError.invalidPathMacro(
                file: origin, column: error.column, message: error.message)
        }
        let hasEmptyName =
            path.isEmpty || path.hasPrefix("/") || path.hasSuffix("/") || path.contains("//")
        if hasEmptyName,
            let empty = templatePath.split(separator: "/").first(where: {
                (try? macros.renderPath(String($0)))?.isEmpty == true
            })
        {
            throw TemplateError.invalidRenderedPath(
                file: origin, rendered: path,
                reason: "has an empty file or folder name where \(EchoedValue(String(empty))) is")
        }
        try validate(renderedPath: path, file: origin)
        return path
    }

    /// Refuses rendered paths that are empty, absolute or climb out of the output folder.
    static func validate(renderedPath path: String, file: String) throws {
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw TemplateError.invalidRenderedPath(
                file: file, rendered: path, reason: "contains control characters")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0 == "." || $0 == ".." }) {
            throw TemplateError.invalidRenderedPath(
                file: file, rendered: path, reason: "leaves the output folder")
        }
        if path.hasPrefix("/") {
            throw TemplateError.invalidRenderedPath(
                file: file, rendered: path, reason: "is absolute")
        }
        if components.contains(where: { $0.isEmpty }) {
            throw TemplateError.invalidRenderedPath(
                file: file, rendered: path, reason: "has an empty file or folder name")
        }
    }
}
