import ViperGenSwiftSource

/// The type names a Swift file mentions and the names it declares for itself, read with the
/// project's own lexer: comments and string literals never count.
///
/// A mention is a code identifier that starts with an uppercase letter and does not follow a
/// `.` (a member, a nested type or a module-qualified name is reached through its base, which
/// is itself a mention). Names the file imports as modules, `Self`, and the generic parameters
/// and associated types the file declares are not mentions.
struct TypeMentions {
    /// The type names mentioned, in no order.
    let mentioned: Set<String>
    /// The modules the file imports.
    let importedModules: Set<String>

    /// Keywords that look like type names but are not declared anywhere.
    private static let keywords: Set<String> = ["Self"]
    /// Words that open a declaration whose `<...>` after the name lists generic parameters.
    private static let genericOpeners: Set<String> = [
        "func", "init", "subscript", "struct", "class", "enum", "protocol", "actor", "typealias",
    ]

    /// Reads `text`.
    init(_ text: String) {
        let tokens = SwiftSource(text).tokens.filter { $0.kind != .string }
        var imported: Set<String> = []
        var local: Set<String> = []
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let previous = index > 0 ? tokens[index - 1] : nil
            if token.text == "import" {
                imported.formUnion(Self.importedModule(after: index, in: tokens).map { [$0] } ?? [])
            }
            if token.text == "associatedtype", index + 1 < tokens.count {
                local.insert(tokens[index + 1].text)
            }
            if Self.genericOpeners.contains(token.text) {
                local.formUnion(Self.genericParameters(after: index, in: tokens))
            }
            guard let first = token.text.unicodeScalars.first, ("A"..."Z").contains(first),
                previous?.isCode(".") != true, !Self.keywords.contains(token.text)
            else { continue }
            names.insert(token.text)
        }
        importedModules = imported
        mentioned = names.subtracting(imported).subtracting(local)
    }

    /// The module an `import` at `index` names: the word after it, or after its kind
    /// (`import struct Foundation.Date` imports from `Foundation`).
    private static func importedModule(after index: Int, in tokens: [SwiftToken]) -> String? {
        let kinds: Set<String> = [
            "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
        ]
        var next = index + 1
        if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
        return next < tokens.count && tokens[next].kind == .identifier ? tokens[next].text : nil
    }

    /// The generic parameters of the declaration opened at `index` (`func load<T: Decodable>`,
    /// `struct Box<Value>`): the names at the first level of the `<...>` right after its name,
    /// each followed by `:`, `,` or `>`.
    private static func genericParameters(after index: Int, in tokens: [SwiftToken]) -> [String] {
        var open = index + 1
        if open < tokens.count, tokens[open].kind == .identifier { open += 1 }
        guard open < tokens.count, tokens[open].isCode("<") else { return [] }
        var names: [String] = []
        var depth = 0
        var position = open
        while position < tokens.count {
            let token = tokens[position]
            if token.isCode("<") {
                depth += 1
            } else if token.isCode(">") {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, token.kind == .identifier, position + 1 < tokens.count,
                tokens[position - 1].isCode("<") || tokens[position - 1].isCode(","),
                [":", ",", ">"].contains(tokens[position + 1].text)
            {
                names.append(token.text)
            }
            if token.isCode("{") || token.isCode("(") && depth == 0 { break }
            position += 1
        }
        return names
    }
}
