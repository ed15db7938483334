/// Reads the members declared directly in a body (`{ … }` of a protocol, type or extension),
/// from their code tokens: bodies of functions and accessors are passed over.
struct SwiftMemberReader {
    /// The file's tokens.
    let tokens: DeclarationTokens

    /// The keywords that start a member.
    static let introducers: Set<String> = [
        "func", "var", "let", "init", "subscript", "associatedtype", "typealias", "class",
        "struct", "enum", "actor", "protocol",
    ]

    /// The modifiers a member may have.
    static let modifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "optional", "public", "private",
        "fileprivate", "internal", "package", "open", "final", "override", "required",
        "convenience", "nonisolated", "dynamic", "lazy", "weak", "unowned", "indirect",
        "distributed", "isolated", "consuming", "borrowing", "__consuming",
    ]

    /// The members declared directly between the `{` at `open` and the `}` at `close`.
    func members(between open: Int, and close: Int) -> [SwiftMember] {
        var keywords: [Int] = []
        var index = open + 1
        while index < close {
            if tokens.closers[index] >= 0 {
                index = tokens.closers[index] + 1
                continue
            }
            if isMemberKeyword(index) { keywords.append(index) }
            index += 1
        }
        return keywords.enumerated().compactMap { position, keyword in
            let end =
                position + 1 < keywords.count
                ? leading(before: keywords[position + 1]).start : close
            return member(at: keyword, end: end)
        }
    }

    /// Whether the token at `index` starts a member: an introducer that is not a modifier
    /// (`class func`) and not after a `.`.
    private func isMemberKeyword(_ index: Int) -> Bool {
        let token = tokens.tokens[index]
        guard token.kind == .identifier, Self.introducers.contains(token.text),
            !tokens.isCode(index - 1, ".")
        else { return false }
        if token.text == "class" {
            let next = index + 1 < tokens.tokens.count ? tokens.tokens[index + 1].text : ""
            return !DeclarationScanner.notTypeNames.contains(next)
        }
        return true
    }

    /// The attributes and modifiers written before the keyword at `keyword`, and the index of
    /// the first of them (or of the keyword).
    func leading(before keyword: Int) -> (start: Int, attributes: [String], modifiers: [String]) {
        var start = keyword
        var attributes: [String] = []
        var modifiers: [String] = []
        while start > 0 {
            let previous = start - 1
            let token = tokens.tokens[previous]
            if token.kind == .identifier, Self.modifiers.contains(token.text) {
                modifiers.insert(token.text, at: 0)
                start = previous
            } else if token.kind == .identifier, tokens.isCode(previous - 1, "@") {
                attributes.insert("@" + token.text, at: 0)
                start = previous - 1
            } else if tokens.isCode(previous, ")"), tokens.openers[previous] > 0,
                tokens.tokens[tokens.openers[previous] - 1].kind == .identifier,
                tokens.isCode(tokens.openers[previous] - 2, "@")
                    || isModifierArgument(between: tokens.openers[previous], and: previous)
            {
                let opener = tokens.openers[previous]
                let name = opener - 1
                if tokens.isCode(name - 1, "@") {
                    attributes.insert("@" + tokens.text(name..<(previous + 1)), at: 0)
                    start = name - 1
                } else if Self.modifiers.contains(tokens.tokens[name].text) {
                    modifiers.insert(tokens.text(name..<(previous + 1)), at: 0)
                    start = name
                } else {
                    break
                }
            } else {
                break
            }
        }
        return (start, attributes, modifiers)
    }

    /// Whether the parentheses at `open` and `close` hold a modifier's argument, as in
    /// `private(set)` or `nonisolated(unsafe)` (not a parameter clause, as `func open(_:)`'s).
    private func isModifierArgument(between open: Int, and close: Int) -> Bool {
        close == open + 2
            && ["set", "unsafe", "safe", "unowned"].contains(tokens.tokens[open + 1].text)
    }

    /// The member whose keyword is at `keyword` and whose tokens end before `end`.
    private func member(at keyword: Int, end: Int) -> SwiftMember? {
        let (_, attributes, modifiers) = leading(before: keyword)
        var header = MemberHeader(tokens: tokens, position: keyword + 1, end: end)
        let word = tokens.tokens[keyword].text
        switch word {
        case "func":
            guard let name = header.functionName() else { return nil }
            let generic = header.genericClause()
            let parameters = header.parameters()
            let effects = header.effects()
            let result = header.resultType()
            return SwiftMember(
                kind: .function, name: name, attributes: attributes, modifiers: modifiers,
                genericClause: generic, parameters: parameters, effects: effects, type: result,
                whereClause: header.whereClause(), isSettable: false, failability: nil,
                defaultType: nil)
        case "init":
            let failability = header.failability()
            let generic = header.genericClause()
            let parameters = header.parameters()
            return SwiftMember(
                kind: .initializer, name: "init", attributes: attributes, modifiers: modifiers,
                genericClause: generic, parameters: parameters, effects: header.effects(),
                type: nil, whereClause: header.whereClause(), isSettable: false,
                failability: failability, defaultType: nil)
        case "subscript":
            let generic = header.genericClause()
            let parameters = header.parameters()
            let result = header.resultType()
            let whereClause = header.whereClause()
            let accessors = header.accessors()
            return SwiftMember(
                kind: .subscriptMember, name: "subscript", attributes: attributes,
                modifiers: modifiers, genericClause: generic, parameters: parameters,
                effects: accessors.effects, type: result, whereClause: whereClause,
                isSettable: accessors.settable ?? false, failability: nil, defaultType: nil)
        case "var", "let":
            guard let name = header.name() else { return nil }
            let type = header.typeAnnotation()
            let accessors = header.accessors()
            return SwiftMember(
                kind: .property, name: name, attributes: attributes, modifiers: modifiers,
                genericClause: nil, parameters: [], effects: accessors.effects, type: type,
                whereClause: nil, isSettable: accessors.settable ?? (word == "var"),
                failability: nil, defaultType: nil)
        case "associatedtype":
            guard let name = header.name() else { return nil }
            let constraint = header.typeAnnotation()
            return SwiftMember(
                kind: .associatedType, name: name, attributes: attributes, modifiers: modifiers,
                genericClause: nil, parameters: [], effects: [], type: constraint,
                whereClause: nil, isSettable: false, failability: nil,
                defaultType: header.defaultType())
        default:
            guard let name = header.name() else { return nil }
            return SwiftMember(
                kind: .type, name: name, attributes: attributes, modifiers: modifiers,
                genericClause: nil, parameters: [], effects: [], type: nil, whereClause: nil,
                isSettable: false, failability: nil, defaultType: nil)
        }
    }
}
