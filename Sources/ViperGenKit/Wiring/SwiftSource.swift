/// A Swift file read for editing: its lines, code tokens and comments, with structural queries.
struct SwiftSource {
    /// The file's lines with their terminators.
    var lines: SourceLines
    /// Code tokens (identifiers, punctuation, literals), comments excluded.
    let tokens: [SwiftToken]
    /// The comments, in order.
    let comments: [SwiftToken]
    private let spans: [(start: Int, end: Int)]

    /// Reads `text`.
    init(_ text: String) {
        lines = SourceLines(text)
        let all = SwiftLexer.tokens(of: text)
        tokens = all.filter { $0.kind != .comment }
        comments = all.filter { $0.kind == .comment }
        spans = all.filter { $0.endLine > $0.line }.map { ($0.line, $0.endLine) }
    }

    /// The start indices of every run of code tokens spelled `pattern`.
    func indices(of pattern: [String], in range: Range<Int>? = nil) -> [Int] {
        let range = range ?? tokens.indices
        guard !pattern.isEmpty else { return [] }
        return range.filter { start in
            start + pattern.count <= range.upperBound
                && pattern.indices.allSatisfy { tokens[start + $0].isCode(pattern[$0]) }
        }
    }

    /// The index of the bracket closing the `{`, `(` or `[` at `open`.
    func closing(of open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if ["{", "(", "["].contains(where: tokens[index].isCode) { depth += 1 }
            if ["}", ")", "]"].contains(where: tokens[index].isCode) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The index of the innermost `{` whose block contains the token at `index`.
    func enclosingBrace(of index: Int) -> Int? {
        var depth = 0
        for candidate in stride(from: index - 1, through: 0, by: -1) {
            if tokens[candidate].isCode("}") { depth += 1 }
            if tokens[candidate].isCode("{") {
                if depth == 0 { return candidate }
                depth -= 1
            }
        }
        return nil
    }

    /// The indices strictly between `open` and `close` that are not nested in brackets there.
    func topLevelIndices(between open: Int, and close: Int) -> [Int] {
        var depth = 0
        var result: [Int] = []
        for index in (open + 1)..<close {
            if ["}", ")", "]"].contains(where: tokens[index].isCode) { depth -= 1 }
            if depth == 0 { result.append(index) }
            if ["{", "(", "["].contains(where: tokens[index].isCode) { depth += 1 }
        }
        return result
    }

    /// The first index after `start` of the code token `text`, skipping bracketed parts.
    func next(_ text: String, after start: Int) -> Int? {
        var index = start + 1
        while index < tokens.count {
            if tokens[index].isCode(text) { return index }
            if ["(", "["].contains(where: tokens[index].isCode) {
                guard let close = closing(of: index) else { return nil }
                index = close
            }
            index += 1
        }
        return nil
    }

    /// Whether the token at `index` is the first code token on its line.
    func isFirstOnLine(_ index: Int) -> Bool {
        index == 0 || tokens[index - 1].endLine < tokens[index].line
    }

    /// Whether the token at `index` is the last code token on its line.
    func isLastOnLine(_ index: Int) -> Bool {
        index == tokens.count - 1 || tokens[index + 1].line > tokens[index].endLine
    }

    /// Whether lines can go before line `line` without splitting a literal or a comment.
    func canInsert(before line: Int) -> Bool {
        !spans.contains { $0.start < line && line <= $0.end }
    }
}
