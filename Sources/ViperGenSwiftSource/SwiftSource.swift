/// A Swift file read for editing: its lines, code tokens and comments, with structural queries.
public struct SwiftSource {
    /// The file's lines with their terminators.
    var lines: SourceLines
    /// Code tokens (identifiers, punctuation, literals), comments excluded.
    public let tokens: [SwiftToken]
    /// The comments, in order.
    let comments: [SwiftToken]
    /// The `#if … #endif` blocks, in the order of their `#if` (outer blocks before inner ones).
    let conditionals: [ConditionalBlock]
    /// The lines of the `#if`, `#elseif`, `#else` and `#endif` directives.
    let directiveLines: Set<Int>
    private let spans: [(start: Int, end: Int)]
    /// Per token, and for the end of the file, the index of the innermost `{` whose block
    /// contains it, or -1.
    private let enclosingBraces: [Int]

    /// Reads `text`.
    public init(_ text: String) {
        lines = SourceLines(text)
        let all = SwiftLexer.tokens(of: text)
        tokens = all.filter { $0.kind != .comment }
        comments = all.filter { $0.kind == .comment }
        spans = all.filter { $0.endLine > $0.line }.map { ($0.line, $0.endLine) }
        conditionals = ConditionalBlock.all(in: tokens, lines: lines)
        directiveLines = Set(conditionals.flatMap(\.lines))
        enclosingBraces = Self.enclosingBraces(of: tokens)
    }

    /// Per token and for the end of the file, the innermost `{` still open before it (-1 for
    /// none), in one pass: a `}` closes the innermost open `{`, and one with none open is
    /// passed over.
    private static func enclosingBraces(of tokens: [SwiftToken]) -> [Int] {
        var open: [Int] = []
        return (0...tokens.count).map { index in
            let enclosing = open.last ?? -1
            if index < tokens.count, tokens[index].isCode("{") {
                open.append(index)
            } else if index < tokens.count, tokens[index].isCode("}") {
                _ = open.popLast()
            }
            return enclosing
        }
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

    /// The index of the innermost `{` whose block contains the token at `index` (or the end
    /// of the file, at `tokens.count`).
    func enclosingBrace(of index: Int) -> Int? {
        let brace = enclosingBraces[index]
        return brace < 0 ? nil : brace
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

    /// Whether the token at `index` is part of an `#if`, `#elseif`, `#else` or `#endif` line.
    func isDirective(_ index: Int) -> Bool {
        directiveLines.contains(tokens[index].line)
    }

    /// The `#if` blocks holding the token at `index` but not the token at `anchor` (the `{` of
    /// the body being edited; nil counts every block), outermost first.
    func conditionals(around index: Int, notAround anchor: Int?) -> [ConditionalBlock] {
        let anchorLine = anchor.map { tokens[$0].line }
        return conditionals.filter {
            $0.holds(line: tokens[index].line) && !(anchorLine.map($0.holds) ?? false)
        }
    }

    /// Whether only some build configurations compile the token at `index`, as seen from the
    /// body whose `{` is at `anchor`.
    func isConditional(_ index: Int, notAround anchor: Int?) -> Bool {
        !conditionals(around: index, notAround: anchor).isEmpty
    }

    /// The innermost `#if` branch holding the token at `index` (not around `anchor`), for a
    /// person: `#if DEBUG`, or nil when every configuration compiles it.
    func branch(around index: Int, notAround anchor: Int?) -> String? {
        conditionals(around: index, notAround: anchor).last?.branch(of: tokens[index].line)
    }

    /// Where lines meant to go before `line` go so that every configuration compiles them:
    /// `line` itself, or the line after the `#endif` of the outermost `#if` block (not around
    /// `anchor`) they would land in; nil when that block has no `#endif`, or a branch of it
    /// leaves a bracket open or closes one it did not open (so past the `#endif` is another
    /// block of code).
    func unconditionalLine(_ line: Int, notAround anchor: Int?) -> Int? {
        let anchorLine = anchor.map { tokens[$0].line }
        guard
            let outer = conditionals.first(where: {
                $0.holdsInsertion(before: line) && !(anchorLine.map($0.holds) ?? false)
            })
        else { return line }
        return outer.isClosed && isBalanced(outer) ? outer.endLine + 1 : nil
    }

    /// Whether every branch of `block` closes exactly the brackets it opens.
    private func isBalanced(_ block: ConditionalBlock) -> Bool {
        var depth = 0
        for token in tokens where block.startLine < token.line && token.line < block.endLine {
            if directiveLines.contains(token.line) {
                guard depth == 0 else { return false }
            } else if ["{", "(", "["].contains(where: token.isCode) {
                depth += 1
            } else if ["}", ")", "]"].contains(where: token.isCode) {
                depth -= 1
                guard depth >= 0 else { return false }
            }
        }
        return depth == 0
    }
}
