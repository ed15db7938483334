import ViperGenText

/// The edits of a file's uses of a module's registration names: renamed with the registration
/// (`rename`), or their lines removed with the module (`remove --force`).
package enum RegistrationUseEdit {
    /// `text` with each of `uses` (found in it by ``RegistrationUse/all(of:in:)`` for `old`)
    /// naming `new` instead: `.payments` → `.billing`, `buildPayments` → `buildBilling`,
    /// `"payments"` → `"billing"`.
    package static func renaming(
        _ uses: [RegistrationUse], in text: String, from old: RegistrationNames,
        to new: RegistrationNames
    ) -> String {
        var bytes = Array(text.utf8)
        for use in uses.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let piece = String(decoding: bytes[use.range], as: UTF8.self)
            let replacement: String
            switch use.kind {
            case .qualifiedCase, .implicitCase:
                replacement = new.caseName.map { piece.hasPrefix("`") ? "`\($0)`" : $0 } ?? piece
            case .method:
                let index = old.methods.firstIndex(of: piece.filter { $0 != "`" })
                replacement =
                    index.flatMap { new.methods.indices.contains($0) ? new.methods[$0] : nil }
                    ?? piece
            case .key:
                replacement = old.renamingKey(piece, to: new)
            }
            bytes.replaceSubrange(use.range, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` without the lines of `uses`, or the 0-based lines that cannot go: a line goes
    /// only when it is nothing but one statement using the name, so the code around it
    /// compiles without it.
    ///
    /// That is a line whose code tokens all start and end on it, with balanced brackets and no
    /// brace or `;`, that is no declaration or control statement (a first word such as `let`,
    /// `return` or `if`) unless a one-line switch clause whose one pattern is the case
    /// (`case .payments: …`); that neither continues the line before (which ends an expression
    /// or a block) nor is continued by the next (a `.`, an operator or a trailing closure); and
    /// that is not the only statement of its block or clause (an empty clause, an empty switch
    /// or a body that must return would not compile).
    package static func removingLines(of uses: [RegistrationUse], in text: String) -> Result<
        String, Refusal
    > {
        let source = SwiftSource(text, interpolationsAsCode: true)
        let lines = Set(uses.map(\.line))
        let refused = lines.sorted().filter { line in
            let cases = Set(
                uses.filter { $0.line == line && $0.kind == .implicitCase }.map {
                    String($0.spelling.dropFirst())
                })
            return !isRemovable(line, in: source, clauseCases: cases)
        }
        guard refused.isEmpty else { return .failure(Refusal(lines: refused)) }
        var sourceLines = SourceLines(text)
        sourceLines.remove(lines)
        return .success(sourceLines.text)
    }

    /// The lines of a file's uses that cannot be removed on their own.
    package struct Refusal: Error, Equatable, Sendable {
        /// The 0-based lines.
        package let lines: [Int]
    }

    /// Whether `line` of `source` is nothing but one statement that can go; a switch clause
    /// can when its pattern is one of `clauseCases` (`case .payments: …`).
    static func isRemovable(_ line: Int, in source: SwiftSource, clauseCases: Set<String>)
        -> Bool
    {
        let tokens = source.tokens
        guard let first = tokens.firstIndex(where: { $0.endLine >= line }),
            tokens[first].line == line
        else { return false }
        var last = first
        while last + 1 < tokens.count, tokens[last + 1].line == line { last += 1 }
        guard tokens[first...last].allSatisfy({ $0.endLine == line }),
            bracketsBalance(tokens[first...last])
        else { return false }
        let opening = tokens[first]
        let before = first > 0 ? tokens[first - 1] : nil
        let after = last + 1 < tokens.count ? tokens[last + 1] : nil
        let endsClause = after.map(endsBlockOrClause) ?? true
        if opening.isCode("case") {
            // `case .payments: …` alone, followed by another clause, not after the `{`
            // of a switch it would leave empty.
            guard last - first >= 4, tokens[first + 1].isCode("."),
                clauseCases.contains(tokens[first + 2].text), tokens[first + 3].isCode(":"),
                endsClause
            else { return false }
            return !(before?.isCode("{") == true && after?.isCode("}") == true)
        }
        switch opening.kind {
        case .identifier where statementWords.contains(opening.text): return false
        case .punctuation: return false
        default: break
        }
        if let before {
            let startsBlock = before.isCode("{") || before.isCode(":")
            if (startsBlock && endsClause) || !endsStatement(before) { return false }
        }
        if let after, after.kind == .punctuation, !["}", "@", "#"].contains(after.text) {
            return false
        }
        return true
    }

    /// Whether the brackets of `tokens` balance, none closing before it opens, with no brace
    /// or `;` among them.
    private static func bracketsBalance(_ tokens: ArraySlice<SwiftToken>) -> Bool {
        var depth = 0
        for token in tokens where token.kind == .punctuation {
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{", "}", ";": return false
            default: break
            }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Whether a statement can end with `token`: an expression's end or a block's.
    private static func endsStatement(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .string, .other: return true
        case .identifier: return !RegistrationNames.implicitAfter.contains(token.text)
        case .comment: return true
        case .punctuation: return ["{", "}", ")", "]", ":", "?", "!", ">"].contains(token.text)
        }
    }

    /// Whether `token` starts the next clause or closes the block.
    private static func endsBlockOrClause(_ token: SwiftToken) -> Bool {
        token.isCode("}") || token.isCode("case") || token.isCode("default") || token.isCode("@")
            || token.isCode("#")
    }

    /// First words of a line that make it a declaration or a control statement.
    static let statementWords: Set<String> = [
        "let", "var", "func", "return", "default", "if", "guard", "else", "for", "while",
        "repeat", "switch", "do", "catch", "throw", "defer", "class", "struct", "enum",
        "protocol", "extension", "import", "init", "deinit", "subscript", "typealias", "static",
        "private", "fileprivate", "internal", "public", "open", "final", "override", "lazy",
        "weak", "unowned", "mutating", "nonmutating", "actor", "macro", "operator",
        "precedencegroup", "associatedtype", "where", "in", "some", "any", "yield", "break",
        "continue", "fallthrough", "await", "try",
    ]
}
