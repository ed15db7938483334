import ViperGenText

/// The import lines of a Swift file: adding one, removing one, and swapping the module an
/// `@testable import` names; adding a module then removing it gives back the file's bytes.
package enum ImportLines {
    /// `text` with `import module` added, unless the file already imports `module` at all.
    ///
    /// It goes after the last import that is neither `@testable` nor inside an `#if`,
    /// with that import's access level (`public import`); before the first `@testable import`
    /// and a blank line when every import is `@testable`; in a file without imports, with a
    /// blank line before its first declaration and the comments above it (after the header).
    package static func adding(_ module: String, to text: String) -> String {
        let tokens = AccessTokens(text)
        let imports = ImportDeclaration.all(in: tokens)
        guard !imports.contains(where: { $0.module == module }) else { return text }
        var lines = Line.lines(of: text)
        let lineBreak = lines.first { !$0.terminator.isEmpty }?.terminator ?? "\n"
        let unconditional = imports.filter { !$0.isConditional }
        if let last = unconditional.last(where: { !$0.isTestable }) {
            let line = (last.accessLevel.map { $0 + " " } ?? "") + "import " + module
            let terminator = lines[last.line].terminator
            if terminator.isEmpty { lines[last.line].terminator = lineBreak }
            lines.insert(.init(content: line, terminator: terminator), at: last.line + 1)
            return joined(lines)
        }
        let group = [
            Line(content: "import " + module, terminator: lineBreak),
            Line(content: "", terminator: lineBreak),
        ]
        if let first = unconditional.first {
            lines.insert(contentsOf: group, at: first.line)
            return joined(lines)
        }
        let codeLines = tokens.tokens.map(\.line) + tokens.directives.keys
        guard let codeLine = codeLines.min() else {
            if let last = lines.indices.last, lines[last].terminator.isEmpty {
                lines[last].terminator = lineBreak
            }
            return joined(lines + [group[0]])
        }
        var line = codeLine
        while line > 0, !isBlank(lines[line - 1]) { line -= 1 }
        lines.insert(contentsOf: group, at: line)
        return joined(lines)
    }

    /// `text` without its imports of `module` (whatever their attributes), each line taken
    /// out with the blank line after it when it was the first line of its group of imports
    /// (undoing ``adding(_:to:)``).
    package static func removing(_ module: String, from text: String) -> String {
        let imports = ImportDeclaration.all(in: AccessTokens(text))
        let removedImports = imports.filter { $0.module == module }
        guard !removedImports.isEmpty else { return text }
        return removingLines(of: removedImports, among: imports, from: text)
    }

    /// `text` with `@testable import old` made `@testable import new`, or taken out when the
    /// file already has `@testable import new`.
    package static func replacingTestableImport(
        of old: String, with new: String, in text: String
    ) -> String {
        let tokens = AccessTokens(text)
        let imports = ImportDeclaration.all(in: tokens)
        let replaced = imports.filter { $0.isTestable && $0.module == old }
        guard !replaced.isEmpty, old != new else { return text }
        if imports.contains(where: { $0.isTestable && $0.module == new }) {
            return removingLines(of: replaced, among: imports, from: text)
        }
        var bytes = tokens.bytes
        for declaration in replaced.reversed() {
            bytes.replaceSubrange(
                tokens.tokens[declaration.moduleToken].range, with: Array(new.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` without the lines of `removed` (some of `imports`), each with the blank line after
    /// it when the line before it is not an import kept.
    private static func removingLines(
        of removed: [ImportDeclaration], among imports: [ImportDeclaration], from text: String
    ) -> String {
        var lines = Line.lines(of: text)
        let removedLines = Set(removed.map(\.line))
        let keptImportLines = Set(imports.map(\.line)).subtracting(removedLines)
        var dropped: Set<Int> = []
        for line in removedLines.sorted() {
            dropped.insert(line)
            let startsGroup = line == 0 || !keptImportLines.contains(line - 1)
            if startsGroup, line + 1 < lines.count, !removedLines.contains(line + 1),
                isBlank(lines[line + 1])
            {
                dropped.insert(line + 1)
            }
        }
        if let last = lines.indices.last, dropped.contains(last), lines[last].terminator.isEmpty,
            let kept = lines.indices.last(where: { !dropped.contains($0) })
        {
            lines[kept].terminator = ""
        }
        return joined(lines.enumerated().filter { !dropped.contains($0.offset) }.map(\.element))
    }

    /// One line of the file: its content and its line break (none at the end of the file).
    private struct Line {
        /// The line without its line break.
        var content: String
        /// The line break ending it, or "".
        var terminator: String

        /// The lines of `text`.
        static func lines(of text: String) -> [Line] {
            SourceLines(text).lines.map { Line(content: $0.content, terminator: $0.terminator) }
        }
    }

    /// Whether `line` holds only spaces and tabs.
    private static func isBlank(_ line: Line) -> Bool {
        line.content.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The text of `lines`.
    private static func joined(_ lines: [Line]) -> String {
        lines.map { $0.content + $0.terminator }.joined()
    }
}
