/// Reads the declarations directly in a stretch of a Swift text (its top level or a type's
/// body), passing over function bodies, accessors and initial values.
struct AccessDeclarationReader {
    /// The text's tokens.
    let tokens: AccessTokens

    /// The keywords that start a declaration.
    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "typealias", "func", "var",
        "let", "init", "subscript", "case", "deinit", "import", "associatedtype",
    ]

    /// The keywords whose declaration has a body of members.
    static let bodyKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension",
    ]

    /// The modifiers a declaration may have.
    static let modifiers: Set<String> = SwiftMemberReader.modifiers.union(["required", "final"])

    /// The declarations directly in `range` of the tokens, in order.
    func declarations(in range: Range<Int>) -> [AccessDeclaration] {
        var keywords: [Int] = []
        var bodies: [Int: (open: Int, close: Int)] = [:]
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens.closers[index] >= 0 {
                index = tokens.closers[index] + 1
                continue
            }
            guard isKeyword(index) else {
                index += 1
                continue
            }
            keywords.append(index)
            if Self.bodyKeywords.contains(tokens.tokens[index].text),
                let open = bodyOpening(after: index, before: range.upperBound)
            {
                bodies[index] = (open, tokens.closers[open])
                index = tokens.closers[open] + 1
            } else {
                index += 1
            }
        }
        var starts = keywords.map { leading(before: $0, after: range.lowerBound).start }
        starts.append(range.upperBound)
        return keywords.enumerated().map { position, keyword in
            let leading = leading(before: keyword, after: range.lowerBound)
            let firstModifier = leading.modifiers.first {
                $0.index > (leading.attributes.last ?? -1)
            }
            return AccessDeclaration(
                keyword: keyword, keywordText: tokens.tokens[keyword].text, start: leading.start,
                end: starts[position + 1], attributes: leading.attributeNames,
                modifiers: leading.modifiers.map(\.text),
                modifierOffset: tokens.tokens[firstModifier?.index ?? keyword].range.lowerBound,
                name: name(after: keyword), body: bodies[keyword])
        }
    }

    /// Whether the token at `index` is a declaration keyword: not escaped, not after a `.`,
    /// `class` only before a type's name (not `class func`), `actor` only before a name.
    private func isKeyword(_ index: Int) -> Bool {
        guard tokens.isWord(index, in: Self.keywords) || tokens.isCode(index, "actor"),
            !tokens.isCode(index - 1, ".")
        else { return false }
        let word = tokens.tokens[index].text
        guard word == "class" || word == "actor" else { return true }
        guard index + 1 < tokens.tokens.count, tokens.tokens[index + 1].kind == .identifier
        else { return false }
        return !DeclarationScanner.notTypeNames.contains(tokens.tokens[index + 1].text)
    }

    /// The index of the `{` opening the body of the declaration whose keyword is at `keyword`.
    private func bodyOpening(after keyword: Int, before end: Int) -> Int? {
        var index = keyword + 1
        while index < end {
            if tokens.isCode(index, "{") { return tokens.closers[index] >= 0 ? index : nil }
            if tokens.closers[index] >= 0 {
                index = tokens.closers[index] + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The name after the keyword at `keyword` (a qualified name's last component).
    private func name(after keyword: Int) -> String? {
        var index = keyword + 1
        guard index < tokens.tokens.count, tokens.tokens[index].kind == .identifier else {
            return nil
        }
        while tokens.isCode(index + 1, "."), index + 2 < tokens.tokens.count,
            tokens.tokens[index + 2].kind == .identifier
        {
            index += 2
        }
        return tokens.tokens[index].text
    }

    /// What is written before a keyword: attributes and modifiers, by index.
    struct Leading {
        /// The index of the first of them (or of the keyword).
        var start: Int
        /// The indices of the attributes' `@`.
        var attributes: [Int] = []
        /// The attributes' names.
        var attributeNames: [String] = []
        /// The modifiers: the index of each one's word, and its text.
        var modifiers: [(index: Int, text: String)] = []
    }

    /// The attributes and modifiers written before the keyword at `keyword`, none before
    /// `lowerBound`.
    func leading(before keyword: Int, after lowerBound: Int) -> Leading {
        var leading = Leading(start: keyword)
        while leading.start > lowerBound {
            let previous = leading.start - 1
            if tokens.isWord(previous, in: Self.modifiers), !isName(previous) {
                leading.modifiers.insert((previous, tokens.tokens[previous].text), at: 0)
                leading.start = previous
            } else if tokens.tokens[previous].kind == .identifier, previous - 1 >= lowerBound,
                tokens.isCode(previous - 1, "@")
            {
                leading.attributes.insert(previous - 1, at: 0)
                leading.attributeNames.insert(tokens.tokens[previous].text, at: 0)
                leading.start = previous - 1
            } else if tokens.isCode(previous, ")"), tokens.openers[previous] - 1 > lowerBound {
                let name = tokens.openers[previous] - 1
                if tokens.tokens[name].kind == .identifier, tokens.isCode(name - 1, "@") {
                    leading.attributes.insert(name - 1, at: 0)
                    leading.attributeNames.insert(tokens.tokens[name].text, at: 0)
                    leading.start = name - 1
                } else if tokens.isWord(name, in: Self.modifiers), previous == name + 3 {
                    let argument = tokens.tokens[name + 2].text
                    leading.modifiers.insert(
                        (name, tokens.tokens[name].text + "(\(argument))"), at: 0)
                    leading.start = name
                } else {
                    break
                }
            } else {
                break
            }
        }
        return leading
    }

    /// Whether the modifier-like word at `index` is a name: after `case`, `var`, `let`,
    /// `func`, `.` or `,` (`case open`, `case a, open`).
    private func isName(_ index: Int) -> Bool {
        tokens.isCode(index - 1, ".") || tokens.isCode(index - 1, ",")
            || tokens.isWord(index - 1, in: ["case", "var", "let", "func"])
    }
}
