/// Expands `___NAME___` and `___NAME:modifier___` macros in template paths and file contents.
package struct MacroRenderer: Sendable {
    /// The values macros expand to.
    package let values: MacroValues

    /// Creates a renderer for a set of values.
    package init(values: MacroValues) {
        self.values = values
    }

    /// Renders a template-relative path with path semantics: `FILENAME` and `FILEBASENAME`
    /// are the typed name (`___FILEBASENAME___/View/___FILEBASENAME___View.swift` →
    /// `Payments/View/PaymentsView.swift`).
    ///
    /// A macro cannot contain `/`, so each `/`-separated component is rendered on its own;
    /// errors are reported on line 1 with the column in the whole path.
    package func renderPath(_ templatePath: String) throws -> String {
        let renderer = MacroTextRenderer(
            resolver: .forPath(values: values, templatePath: templatePath),
            templatePath: templatePath)
        return String(decoding: try renderer.render(Array(templatePath.utf8)), as: UTF8.self)
    }

    /// Renders a text file's bytes with content semantics: `FILENAME` is `outputFileName`,
    /// `FILEBASENAME` is it without its last extension.
    ///
    /// - Throws: ``MacroRenderError`` if the bytes are not UTF-8 or a macro is unknown,
    ///   has an unknown modifier or is not closed.
    /// `outputPath`, the file's rendered path, seeds `___UUID___`; when nil, `templatePath` is
    /// rendered for it.
    package func renderContent(
        _ bytes: [UInt8], outputFileName: String, templatePath: String, outputPath: String? = nil
    ) throws -> [UInt8] {
        if let invalid = UTF8Validator.firstInvalidOffset(in: bytes) {
            throw Self.invalidUTF8Error(
                bytes, at: invalid, fileName: outputFileName, templatePath: templatePath)
        }
        let outputPath = try outputPath ?? renderPath(templatePath)
        let renderer = MacroTextRenderer(
            resolver: .forContent(
                values: values, outputFileName: outputFileName, outputPath: outputPath),
            templatePath: templatePath)
        return try renderer.render(bytes)
    }

    private static func invalidUTF8Error(
        _ bytes: [UInt8], at offset: Int, fileName: String, templatePath: String
    ) -> MacroRenderError {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let position = SourcePosition(
            bytes: bytes, line: line, lineStart: lineStart, offset: offset)
        return MacroRenderError(
            kind: .invalidUTF8(byte: bytes[offset], fileName: fileName),
            templatePath: templatePath, line: line, column: position.column)
    }
}
