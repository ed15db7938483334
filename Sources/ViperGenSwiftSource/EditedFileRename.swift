import ViperGenText

/// Renames a module's name in a file the user edited since viper-gen wrote it: the lines still
/// as the template wrote them (matched line by line with `base`, the file as viper-gen wrote
/// it, as `diff` matches lines) are renamed entirely, strings and comments too; the lines the
/// user wrote get their code's identifiers renamed (the lexer's, never inside a string or a
/// comment), and their other mentions of the name (in strings and comments) are listed.
package struct EditedFileRename: Sendable {
    /// The rewrite of the name's spellings.
    package let rewrite: NameRewrite

    /// A rename by `rewrite`.
    package init(rewrite: NameRewrite) {
        self.rewrite = rewrite
    }

    /// The renamed text and the user's lines that still mention the name.
    package struct Result: Equatable, Sendable {
        /// The text renamed.
        package let text: String
        /// The 0-based lines the user wrote that mention the name outside code, each with its
        /// text as renamed (the mention left), in order.
        package let mentions: [Mention]
    }

    /// A user's line that still mentions the old name in a string or comment.
    package struct Mention: Equatable, Sendable {
        /// The 0-based line.
        package let line: Int
        /// The line's text, without its terminator.
        package let text: String
    }

    /// `ours` (the file named `fileName`, renamed to `newFileName`) renamed, `base` being the
    /// file as viper-gen wrote it (nil when it cannot be known: every line is then the
    /// user's); a Swift file is lexed, any other file's lines only renamed where the template's.
    package func rename(
        _ ours: String, base: String?, fileName: String, newFileName: String, isSwift: Bool
    ) -> Result {
        let full: String
        let code: String
        if isSwift {
            full = rewrite.rewrite(
                ours, fileName: fileName, newFileName: newFileName, inLiterals: true)
            code = rewrite.rewrite(
                ours, fileName: fileName, newFileName: newFileName, inLiterals: false)
        } else {
            (full, code) = (rewrite.words(in: ours), ours)
        }
        let fullLines = SourceLines(full).lines
        let codeLines = SourceLines(code).lines
        let ourLines = SourceLines(ours).lines
        guard fullLines.count == ourLines.count, codeLines.count == ourLines.count else {
            return Result(text: code, mentions: [])
        }
        var template = Set<Int>()
        if let base {
            let matches = LineMatching.matches(SourceLines(base).lines, ourLines)
            template = Set(matches.compactMap { $0 })
        }
        var text = ""
        var mentions: [Mention] = []
        for index in ourLines.indices {
            let line = template.contains(index) ? fullLines[index] : codeLines[index]
            text += line.content + line.terminator
            if !template.contains(index), fullLines[index] != codeLines[index] {
                mentions.append(Mention(line: index, text: codeLines[index].content))
            }
        }
        return Result(text: text, mentions: mentions)
    }
}
