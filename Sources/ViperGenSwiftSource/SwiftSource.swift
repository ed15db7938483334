import ViperGenText

/// A Swift file read for editing: its lines, code tokens and comments, with structural queries.
package struct SwiftSource {
    /// The file's lines with their terminators.
    var lines: SourceLines
    /// Code tokens (identifiers, punctuation, literals), comments excluded.
    package let tokens: [SwiftToken]
    /// The comments, in order.
    let comments: [SwiftToken]
    /// The `#if … #endif` blocks, in the order of their `#if` (outer blocks before inner ones).
    let conditionals: [ConditionalBlock]
    /// The lines of the `#if`, `#elseif`, `#else` and `#endif` directives.
    let directiveLines: Set<Int>
    private let spans: [(start: Int, end: Int)]
    /// Per code token, its text as a key (`TokenKey.literal` for a string literal).
    private let keys: [TokenKey]
    /// The code tokens' brackets: which closes which, and the block around each.
    private let brackets: BracketTable
    /// Answers worked out once for the batch queries that ask them again.
    let memo = SwiftSourceMemo()

    /// Reads `text`; with `interpolationsAsCode`, the code of a literal's interpolations is
    /// tokens of its own between the literal's pieces (``SwiftLexer/interpolationsAsCode``).
    package init(_ text: String, interpolationsAsCode: Bool = false) {
        let bytes = Array(text.utf8)
        lines = SourceLines(bytes: bytes)
        var lexer = SwiftLexer(bytes: bytes)
        lexer.interpolationsAsCode = interpolationsAsCode
        var tokens: [SwiftToken] = []
        var keys: [TokenKey] = []
        var comments: [SwiftToken] = []
        var spans: [(start: Int, end: Int)] = []
        let estimate = bytes.count / 4
        tokens.reserveCapacity(estimate)
        keys.reserveCapacity(estimate)
        var texts = CodeTokenTexts()
        while let span = lexer.nextSpan() {
            if span.endLine > span.line { spans.append((span.line, span.endLine)) }
            if span.kind == .comment || span.kind == .string {
                let token = SwiftToken(
                    kind: span.kind, text: lexer.text(of: span), line: span.line,
                    endLine: span.endLine)
                if span.kind == .comment {
                    comments.append(token)
                    continue
                }
                tokens.append(token)
                keys.append(.literal)
            } else {
                let (text, key) = texts.token(at: span, of: lexer)
                tokens.append(
                    SwiftToken(kind: span.kind, text: text, line: span.line, endLine: span.endLine))
                keys.append(key)
            }
        }
        self.tokens = tokens
        self.comments = comments
        self.spans = spans
        self.keys = keys
        conditionals = ConditionalBlock.all(in: tokens, lines: lines)
        directiveLines = Set(conditionals.flatMap(\.lines))
        brackets = BracketTable(keys: keys)
    }

    /// Whether the token at `index` is the code token `text` (an identifier or punctuation):
    /// `tokens[index].isCode(text)` without comparing strings when the keys tell.
    func isCode(_ index: Int, _ text: String) -> Bool {
        matches(index, TokenKey(text), text)
    }

    /// Whether the token at `index` is the code token `text`, whose key is `key`.
    private func matches(_ index: Int, _ key: TokenKey, _ text: String) -> Bool {
        keys[index] == key && (key.isExact || tokens[index].text == text)
    }

    /// The start indices of every run of code tokens spelled `pattern`.
    func indices(of pattern: [String], in range: Range<Int>? = nil) -> [Int] {
        let range = range ?? tokens.indices
        guard !pattern.isEmpty, pattern.count <= range.count else { return [] }
        let patternKeys = pattern.map(TokenKey.init)
        let last = range.upperBound - pattern.count
        let candidates =
            tokenIndices(of: patternKeys[0])
            ?? (range.lowerBound...last).filter { keys[$0] == patternKeys[0] }
        return candidates.filter { start in
            start >= range.lowerBound && start <= last
                && pattern.indices.allSatisfy { matches(start + $0, patternKeys[$0], pattern[$0]) }
        }
    }

    /// The indices of the code tokens whose key is `key`, in order, from a table built once the
    /// source has been searched often enough to pay for it (a batch asks for every subject);
    /// nil before, when a scan is cheaper.
    private func tokenIndices(of key: TokenKey) -> [Int]? {
        if let starts = memo.starts { return starts[key] ?? [] }
        memo.searches += 1
        guard memo.searches > SwiftSourceMemo.searchesBeforeTable else { return nil }
        var starts: [TokenKey: [Int]] = [:]
        for (index, key) in keys.enumerated() { starts[key, default: []].append(index) }
        memo.starts = starts
        return starts[key] ?? []
    }

    /// The index of the bracket closing the `{`, `(` or `[` at `open`.
    func closing(of open: Int) -> Int? {
        if brackets.steps[open] > 0 {
            let close = brackets.closers[open]
            return close < 0 ? nil : Int(close)
        }
        var depth = 0
        for index in open..<tokens.count {
            depth += Int(brackets.steps[index])
            if brackets.steps[index] < 0, depth == 0 { return index }
        }
        return nil
    }

    /// The index of the innermost `{` whose block contains the token at `index` (or the end
    /// of the file, at `tokens.count`).
    func enclosingBrace(of index: Int) -> Int? {
        let brace = brackets.enclosingBraces[index]
        return brace < 0 ? nil : Int(brace)
    }

    /// The indices strictly between `open` and `close` that are not nested in brackets there.
    func topLevelIndices(between open: Int, and close: Int) -> [Int] {
        if let known = memo.topLevel[open], known.close == close { return known.indices }
        var depth = 0
        var result: [Int] = []
        for index in (open + 1)..<close {
            let step = brackets.steps[index]
            if step < 0 { depth -= 1 }
            if depth == 0 { result.append(index) }
            if step > 0 { depth += 1 }
        }
        memo.topLevel[open] = (close, result)
        return result
    }

    /// The first index after `start` of the code token `text`, skipping bracketed parts.
    func next(_ text: String, after start: Int) -> Int? {
        let key = TokenKey(text)
        var index = start + 1
        while index < tokens.count {
            if matches(index, key, text) { return index }
            if keys[index] == .openParenthesis || keys[index] == .openBracket {
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
        for (index, token) in tokens.enumerated()
        where block.startLine < token.line && token.line < block.endLine {
            if directiveLines.contains(token.line) {
                guard depth == 0 else { return false }
            } else if brackets.steps[index] > 0 {
                depth += 1
            } else if brackets.steps[index] < 0 {
                depth -= 1
                guard depth >= 0 else { return false }
            }
        }
        return depth == 0
    }
}
