/// A cursor over one member's declaration after its keyword, reading its parts in the order
/// Swift writes them: name, generic clause, parameters, effects, result, `where`, accessors.
struct MemberHeader {
    /// The file's tokens.
    let tokens: DeclarationTokens
    /// The next token to read.
    var position: Int
    /// Where the member's tokens end.
    let end: Int

    /// The effect keywords.
    static let effectWords: Set<String> = ["async", "throws", "rethrows", "reasync"]

    /// Reads an identifier.
    mutating func name() -> String? {
        guard position < end, tokens.tokens[position].kind == .identifier else { return nil }
        position += 1
        return tokens.tokens[position - 1].text
    }

    /// Reads a function's name: an identifier, or an operator's punctuation.
    mutating func functionName() -> String? {
        if let name = name() { return name }
        var name = ""
        while position < end, tokens.tokens[position].kind == .punctuation,
            !tokens.isCode(position, "("), name.isEmpty || !tokens.isCode(position, "<")
        {
            name += tokens.tokens[position].text
            position += 1
        }
        return name.isEmpty ? nil : name
    }

    /// Reads `?` or `!` after `init`.
    mutating func failability() -> String? {
        guard position < end, tokens.isCode(position, "?") || tokens.isCode(position, "!"),
            !tokens.tokens[position].spaced
        else { return nil }
        position += 1
        return tokens.tokens[position - 1].text
    }

    /// Reads a generic parameter clause `<…>`.
    mutating func genericClause() -> String? {
        let after = tokens.afterAngles(at: position, before: end)
        guard after > position else { return nil }
        defer { position = after }
        return tokens.text(position..<after)
    }

    /// Reads a parameter clause `( … )`.
    mutating func parameters() -> [SwiftMember.Parameter] {
        guard position < end, tokens.isCode(position, "("), tokens.closers[position] >= 0 else {
            return []
        }
        let close = tokens.closers[position]
        defer { position = close + 1 }
        return tokens.splitAtCommas((position + 1)..<close).compactMap(parameter)
    }

    /// One parameter: `label name: Type`, `name: Type` or `_ name: Type`, default dropped.
    private func parameter(_ range: Range<Int>) -> SwiftMember.Parameter? {
        guard let colon = range.first(where: { tokens.isCode($0, ":") }) else { return nil }
        let names = (range.lowerBound..<colon).map { tokens.tokens[$0].text }
        guard let name = names.last else { return nil }
        var typeEnd = range.upperBound
        var index = colon + 1
        while index < range.upperBound {
            if tokens.closers[index] >= 0 {
                index = tokens.closers[index] + 1
                continue
            }
            if tokens.isCode(index, "=") {
                typeEnd = index
                break
            }
            index += 1
        }
        return SwiftMember.Parameter(
            label: names.count > 1 ? names[0] : nil, name: name,
            type: tokens.text((colon + 1)..<typeEnd))
    }

    /// Reads effects: `async`, `throws`, `throws(E)`, `rethrows`.
    mutating func effects() -> [String] {
        var effects: [String] = []
        while position < end, Self.effectWords.contains(tokens.tokens[position].text) {
            var effect = tokens.tokens[position].text
            position += 1
            if effect == "throws", tokens.isCode(position, "("), !tokens.tokens[position].spaced,
                tokens.closers[position] >= 0
            {
                let close = tokens.closers[position]
                effect += tokens.text(position..<(close + 1))
                position = close + 1
            }
            effects.append(effect)
        }
        return effects
    }

    /// Reads `-> Type`, up to `where`, `{` or the end.
    mutating func resultType() -> String? {
        guard tokens.isArrow(position) else { return nil }
        position += 2
        return type(stoppingAt: ["where", "{"])
    }

    /// Reads `: Type`, up to `{`, `=`, `where` or the end.
    mutating func typeAnnotation() -> String? {
        guard tokens.isCode(position, ":") else { return nil }
        position += 1
        return type(stoppingAt: ["{", "=", "where"])
    }

    /// Reads `= Type` (an associated type's default).
    mutating func defaultType() -> String? {
        guard tokens.isCode(position, "=") else { return nil }
        position += 1
        return type(stoppingAt: ["where", "{"])
    }

    /// Reads `where …` up to `{` or the end.
    mutating func whereClause() -> String? {
        guard position < end, tokens.isCode(position, "where") else { return nil }
        position += 1
        return type(stoppingAt: ["{"])
    }

    /// Reads a `{ get set }` accessor block: whether it sets, and the getter's effects; nil
    /// for settable when there is no block, or the block is a getter's body.
    mutating func accessors() -> (settable: Bool?, effects: [String]) {
        guard position < end, tokens.isCode(position, "{"), tokens.closers[position] >= 0
        else { return (nil, []) }
        let close = tokens.closers[position]
        defer { position = close + 1 }
        var words: [(index: Int, text: String)] = []
        var index = position + 1
        while index < close {
            if tokens.closers[index] >= 0 {
                index = tokens.closers[index] + 1
                continue
            }
            words.append((index, tokens.tokens[index].text))
            index += 1
        }
        guard let getter = words.first(where: { $0.text == "get" || $0.text == "set" })
        else { return (false, []) }
        var effects: [String] = []
        var next = getter.index + 1
        while next < close, Self.effectWords.contains(tokens.tokens[next].text) {
            effects.append(tokens.tokens[next].text)
            next += 1
        }
        return (words.contains { $0.text == "set" }, getter.text == "get" ? effects : [])
    }

    /// Reads a type up to a code token of `stops` outside brackets and angle brackets.
    private mutating func type(stoppingAt stops: Set<String>) -> String? {
        let start = position
        var angles = 0
        while position < end {
            if tokens.isCode(position, "{"), stops.contains("{") { break }
            if tokens.closers[position] >= 0 {
                position = tokens.closers[position] + 1
                continue
            }
            if tokens.isArrow(position) {
                position += 2
                continue
            }
            let text = tokens.tokens[position].text
            if angles == 0, stops.contains(text), tokens.tokens[position].kind != .string { break }
            if text == "<" { angles += 1 }
            if text == ">" { angles -= 1 }
            position += 1
        }
        return position > start ? tokens.text(start..<position) : nil
    }
}
