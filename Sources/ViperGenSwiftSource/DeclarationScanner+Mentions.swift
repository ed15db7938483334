extension DeclarationScanner {
    /// The names of `candidates` that `text` mentions as types: code identifiers (never in a
    /// comment or string) that are not a member after a `.` (`view.Assembly` is not a use).
    package static func mentionedTypes(in text: String, among candidates: Set<String>)
        -> Set<String>
    {
        var found: Set<String> = []
        var afterDot = false
        for token in SwiftSource(text).tokens where token.kind != .comment {
            if token.kind == .identifier, !afterDot, candidates.contains(token.text) {
                found.insert(token.text)
            }
            afterDot = token.isCode(".")
        }
        return found
    }
}

extension DeclarationScanner {
    /// The modules the file imports (`import struct Foo.Bar` imports `Foo`), less those it
    /// imports `@testable`: the app under test.
    package var importedModules: Set<String> {
        let kinds: Set<String> = [
            "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
        ]
        var modules: Set<String> = []
        let tokens = source.tokens.filter { $0.kind != .comment }
        for (index, token) in tokens.enumerated() where token.isCode("import") {
            if index >= 2, tokens[index - 1].isCode("testable"), tokens[index - 2].isCode("@") {
                continue
            }
            var next = index + 1
            if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
            if next < tokens.count, tokens[next].kind == .identifier {
                modules.insert(tokens[next].text)
            }
        }
        return modules
    }
}
