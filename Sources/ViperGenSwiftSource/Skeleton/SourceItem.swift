/// A run of code tokens that forms one member of a body (a declaration, a `#if` line) or one
/// statement of a function body, with nested brackets inside it.
struct SourceItem {
    /// The index of its first token.
    let first: Int
    /// The index of its last token.
    var last: Int
    /// The index of the keyword that introduces it (`func`, `var`, `class`, ...), if any.
    var introducer: Int?
    /// Whether it is a compiler directive line (`#if`, `#else`, `#endif`, ...).
    var isDirective = false

    /// The keywords that introduce a declaration.
    static let introducers: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype",
        "case", "class", "struct", "enum", "protocol", "actor", "extension", "import",
        "operator", "precedencegroup", "macro",
    ]

    /// Words that start a declaration before its introducer: modifiers.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
        "override", "required", "convenience", "weak", "unowned", "lazy", "mutating",
        "nonmutating", "nonisolated", "dynamic", "optional", "indirect", "prefix", "postfix",
        "infix", "isolated", "distributed",
    ]

    /// The compiler directives (`#if` and the rest); any other `#name` starting a line is a
    /// freestanding macro (`#Preview { … }`), a member of its own.
    private static let directives: Set<String> = [
        "if", "elseif", "else", "endif", "sourceLocation", "warning", "error", "line",
    ]

    /// Tokens that continue the previous line's statement when they start a line.
    private static let continuingStarts: Set<String> = [
        ".", "?", ":", "&", "|", "+", "*", "/", "=", "<", ">", "else", "catch", "where", "as",
        "is", "-",
    ]

    /// Tokens that leave a statement open at the end of a line.
    private static let continuingEnds: Set<String> = [
        "=", ",", ".", "&", "|", "+", "-", "*", "/", ":", "<", ">", "?", "in", "return",
        "try", "await", "as", "is",
    ]

    /// The members of the body between the tokens `open` and `close` (exclusive; -1 and
    /// `tokens.count` for the whole file).
    static func members(of file: LexedSwiftFile, between open: Int, and close: Int) -> [SourceItem]
    {
        var items: [SourceItem] = []
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            let startsPound = token.isCode("#") && file.isFirstOnLine(index)
            let startsDirective =
                startsPound && index + 1 < close
                && directives.contains(file.tokens[index + 1].text)
            let startsMember =
                file.isFirstOnLine(index)
                && (token.isCode("@") || introducers.contains(token.text)
                    || modifiers.contains(token.text))
            if startsDirective {
                var last = index
                while last + 1 < close, file.tokens[last + 1].line == token.line { last += 1 }
                items.append(SourceItem(first: index, last: last, isDirective: true))
                index = last + 1
                continue
            }
            if items.isEmpty || items[items.count - 1].isDirective || startsPound
                || (startsMember
                    && (items[items.count - 1].introducer != nil
                        || file.tokens[items[items.count - 1].first].isCode("#")))
            {
                items.append(SourceItem(first: index, last: index))
            }
            let current = items.count - 1
            if items[current].introducer == nil, token.kind == .identifier,
                introducers.contains(token.text), !isClassModifier(file, index)
            {
                items[current].introducer = index
            }
            let end = file.partner[index] > index ? file.partner[index] : index
            items[current].last = min(end, close - 1)
            index = end + 1
        }
        return items
    }

    /// The statements of the body between `open` and `close` (exclusive).
    static func statements(of file: LexedSwiftFile, between open: Int, and close: Int)
        -> [SourceItem]
    {
        var items: [SourceItem] = []
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            let continues =
                !items.isEmpty && file.isFirstOnLine(index)
                && (token.kind != .string && continuingStarts.contains(token.text)
                    || (file.tokens[index - 1].kind != .string
                        && continuingEnds.contains(file.tokens[index - 1].text)))
            if items.isEmpty || (file.isFirstOnLine(index) && !continues)
                || (index > 0 && file.tokens[index - 1].isCode(";"))
            {
                items.append(SourceItem(first: index, last: index))
            }
            let end = file.partner[index] > index ? file.partner[index] : index
            items[items.count - 1].last = min(end, close - 1)
            index = end + 1
        }
        return items
    }

    /// Whether the `class` at `index` is a modifier (`class func`, `class var`).
    static func isClassModifier(_ file: LexedSwiftFile, _ index: Int) -> Bool {
        guard file.tokens[index].text == "class", index + 1 < file.tokens.count else {
            return false
        }
        let next = file.tokens[index + 1].text
        return introducers.contains(next) || modifiers.contains(next)
    }
}
