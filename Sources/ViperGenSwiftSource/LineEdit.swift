import ViperGenText

/// Edits within one line of a text whose tokens carry no columns: every place a marker occurs
/// on the line gives one candidate text, and the caller keeps the one whose tokens come out as
/// expected (a marker inside a comment or a literal gives a text whose tokens do not).
struct LineEdit {
    /// The text's lines.
    let lines: SourceLines
    /// The 0-based line edited.
    let line: Int

    /// The texts with `insertion` right before each `marker` on the line, rightmost first.
    func inserting(_ insertion: String, before marker: Character) -> [String] {
        let content = lines.content(line)
        return content.indices.reversed().filter { content[$0] == marker }.map {
            text(withContent: String(content[..<$0]) + insertion + String(content[$0...]))
        }
    }

    /// The texts with `insertion` right after each `marker` on the line, rightmost first.
    func inserting(_ insertion: String, after marker: String) -> [String] {
        let content = lines.content(line)
        return content.indices.reversed().filter { content[$0...].hasPrefix(marker) }.map {
            let end = content.index($0, offsetBy: marker.count)
            return text(withContent: String(content[..<end]) + insertion + String(content[end...]))
        }
    }

    /// The texts with one occurrence of `marker` taken out of the line, rightmost first.
    func removing(_ marker: String) -> [String] {
        let content = lines.content(line)
        return content.indices.reversed().filter { content[$0...].hasPrefix(marker) }.map {
            let end = content.index($0, offsetBy: marker.count)
            return text(withContent: String(content[..<$0]) + String(content[end...]))
        }
    }

    /// The whole text with the line's content replaced by `content` (its terminator kept).
    private func text(withContent content: String) -> String {
        lines.lines.enumerated().map { index, old in
            (index == line ? content : old.content) + old.terminator
        }.joined()
    }
}
