/// A stored property of a type as its memberwise initializer sees it: its name, its type as
/// written (or told by its initial value), and whether it has an initial value.
struct StoredProperty {
    /// The property's name.
    let name: String
    /// Its type as written, or the one its initial value tells (`"OK"` is a `String`); nil
    /// when neither says.
    let type: String?
    /// Its initial value as written, or nil.
    let initialValue: String?
    /// Whether it is a `let`.
    let isConstant: Bool
    /// The declaration it is.
    let declaration: AccessDeclaration

    /// What a property declaration is: stored, computed, or beyond what is read here.
    enum Reading {
        /// A stored property.
        case stored(StoredProperty)
        /// A computed property (accessors, no storage) or a type member.
        case notStored
        /// A pattern (`let (a, b)`), several bindings, or a `lazy` one.
        case unreadable
    }

    /// The attributes a stored property may have that do not wrap it.
    static let plainAttributes: Set<String> = [
        "MainActor", "available", "preconcurrency", "objc", "nonobjc", "usableFromInline",
        "ObservationIgnored", "ObservationTracked",
    ]

    /// Reads the `var` or `let` `declaration` from `tokens`.
    static func reading(_ declaration: AccessDeclaration, in tokens: AccessTokens) -> Reading {
        guard !declaration.isStatic else { return .notStored }
        guard !declaration.modifiers.contains("lazy") else { return .unreadable }
        let nameIndex = declaration.keyword + 1
        let end = declaration.end
        guard nameIndex < end, tokens.tokens[nameIndex].kind == .identifier else {
            return .unreadable
        }
        var index = nameIndex + 1
        var type: (first: Int, last: Int)?
        var value: (first: Int, last: Int)?
        var accessors: Int?
        if tokens.isCode(index, ":") {
            let first = index + 1
            while index + 1 < end, !tokens.isCode(index + 1, "="), !tokens.isCode(index + 1, "{"),
                !tokens.isCode(index + 1, ",")
            {
                index = tokens.closers[index + 1] >= 0 ? tokens.closers[index + 1] : index + 1
            }
            guard index >= first else { return .unreadable }
            type = (first, index)
            index += 1
        }
        if tokens.isCode(index, "=") {
            let first = index + 1
            var last = index
            while last + 1 < end, !tokens.isCode(last + 1, ",") {
                if tokens.isCode(last + 1, "{"), isObserverBlock(at: last + 1, in: tokens) {
                    break
                }
                last = tokens.closers[last + 1] >= 0 ? tokens.closers[last + 1] : last + 1
            }
            guard last >= first else { return .unreadable }
            value = (first, last)
            index = last + 1
        }
        if tokens.isCode(index, ",") { return .unreadable }
        if tokens.isCode(index, "{") { accessors = index }
        if let accessors, value == nil, !isObserverBlock(at: accessors, in: tokens) {
            return .notStored
        }
        let valueText = value.map { tokens.source(from: $0.first, through: $0.last) }
        let typeText =
            type.map { tokens.source(from: $0.first, through: $0.last) }
            ?? value.flatMap { inferredType(from: $0.first, through: $0.last, in: tokens) }
        return .stored(
            StoredProperty(
                name: tokens.tokens[nameIndex].text, type: typeText, initialValue: valueText,
                isConstant: declaration.keywordText == "let", declaration: declaration))
    }

    /// Whether the `{` at `open` holds `willSet` or `didSet` observers, not accessors.
    private static func isObserverBlock(at open: Int, in tokens: AccessTokens) -> Bool {
        tokens.isWord(open + 1, in: ["willSet", "didSet"])
    }

    /// The type a literal or a call of a type's initializer has: `"OK"` a `String`, `3` an
    /// `Int`, `1.5` a `Double`, `true` a `Bool`, `Item()` an `Item`; nil otherwise.
    private static func inferredType(
        from first: Int, through last: Int, in tokens: AccessTokens
    ) -> String? {
        let head = tokens.tokens[first]
        if first == last {
            if head.kind == .string { return "String" }
            if tokens.isWord(first, in: ["true", "false"]) { return "Bool" }
            if head.kind == .other, head.text.allSatisfy({ $0.isNumber || $0 == "_" }) {
                return "Int"
            }
            return nil
        }
        if last == first + 2, head.kind == .other, tokens.isCode(first + 1, "."),
            tokens.tokens[last].kind == .other
        {
            return "Double"
        }
        if head.kind == .identifier, head.text.first?.isUppercase == true,
            tokens.isCode(first + 1, "("), tokens.closers[first + 1] == last
        {
            return head.text
        }
        return nil
    }

    /// Whether it may be left out of an initializer: it has an initial value, or it is an
    /// optional `var` (which starts as `nil`).
    var hasDefault: Bool {
        initialValue != nil || (!isConstant && (type?.hasSuffix("?") ?? false))
    }
}
