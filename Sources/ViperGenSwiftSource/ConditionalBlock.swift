import ViperGenText

/// One `#if … #endif` block, by the lines of its directives, so code that only some build
/// configurations compile can be told from code that every configuration compiles.
///
/// A directive is a `#` starting its line followed by `if`, `elseif`, `else` or `endif`; it fills
/// its line (the condition, then at most a comment).
struct ConditionalBlock: Equatable, Sendable {
    /// The directives' lines in order: `#if`, any `#elseif` and `#else`, then `#endif` (absent
    /// when the file ends first).
    let lines: [Int]
    /// Each directive as written, without a trailing comment: `#if DEBUG`, `#else`.
    let headings: [String]
    /// Whether an `#endif` closes the block; an unclosed block runs to the end of the file.
    let isClosed: Bool

    /// The `#if` line.
    var startLine: Int { lines[0] }

    /// The `#endif` line, or `Int.max` when no `#endif` closes the block.
    var endLine: Int { isClosed ? lines[lines.count - 1] : .max }

    /// Whether `line` lies strictly between the `#if` and the `#endif`.
    func holds(line: Int) -> Bool {
        startLine < line && line < endLine
    }

    /// Whether lines inserted before `line` would be inside the block.
    func holdsInsertion(before line: Int) -> Bool {
        startLine < line && line <= endLine
    }

    /// The branch `line` is in, for a person: `#if DEBUG`, `#elseif STAGING` or
    /// `the #else of #if DEBUG`.
    func branch(of line: Int) -> String {
        let index = lines.lastIndex { $0 < line } ?? 0
        return index > 0 && headings[index] == "#else"
            ? "the #else of \(headings[0])" : headings[index]
    }

    /// The blocks of `tokens` (code tokens of the text split into `lines`), in the order of their
    /// `#if`, so a block comes before the blocks nested in it; a stray `#else` or `#endif` is
    /// ignored.
    static func all(in tokens: [SwiftToken], lines: SourceLines) -> [ConditionalBlock] {
        var open: [(lines: [Int], headings: [String])] = []
        var blocks: [ConditionalBlock] = []
        for (index, token) in tokens.enumerated() {
            guard token.isCode("#"), index == 0 || tokens[index - 1].endLine < token.line,
                index + 1 < tokens.count, tokens[index + 1].line == token.line
            else { continue }
            let keyword = tokens[index + 1].text
            let heading = Self.heading(lines.content(token.line))
            if keyword == "if" {
                open.append(([token.line], [heading]))
            } else if ["elseif", "else", "endif"].contains(keyword), !open.isEmpty {
                open[open.count - 1].lines.append(token.line)
                open[open.count - 1].headings.append(heading)
                if keyword == "endif" {
                    let block = open.removeLast()
                    blocks.append(
                        ConditionalBlock(
                            lines: block.lines, headings: block.headings, isClosed: true))
                }
            }
        }
        blocks += open.map {
            ConditionalBlock(lines: $0.lines, headings: $0.headings, isClosed: false)
        }
        return blocks.sorted { $0.startLine < $1.startLine }
    }

    /// A directive line without its indentation and trailing comment.
    private static func heading(_ content: String) -> String {
        var text = Substring(content)
        for marker in ["//", "/*"] {
            if let range = text.firstRange(of: marker) { text = text[..<range.lowerBound] }
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        while let last = text.last, isSpace(last) { text = text.dropLast() }
        return String(text.drop(while: isSpace))
    }
}
