/// The actor isolation a declaration of an app file states in its attributes: `@MainActor`
/// written on it, `nonisolated`, or nothing (the module's default isolation applies).
package enum DeclaredIsolation: Equatable, Sendable {
    /// `@MainActor` is written on the declaration.
    case mainActor
    /// `nonisolated` is written on the declaration.
    case nonisolated
    /// Neither is written.
    case unstated

    /// The isolation written on the first declaration `keyword name` in `text` (`class
    /// ApplicationViewBuilder`, `protocol PresenterProtocol`) outside comments and literals;
    /// nil when `text` does not declare it.
    package static func ofDeclaration(_ keyword: String, _ name: String, in text: String) -> Self? {
        let source = SwiftSource(text)
        guard let index = source.indices(of: [keyword, name]).first else { return nil }
        return stated(before: index, in: source)
    }

    /// The isolation written on the method `func build(view:` of `text`; nil when there is none.
    package static func ofViewBuilderMethod(in text: String) -> Self? {
        let source = SwiftSource(text)
        guard let index = source.indices(of: ["func", "build", "(", "view", ":"]).first else {
            return nil
        }
        return stated(before: index, in: source)
    }

    /// The isolation written on the method `func name()` of `text` (no parameters) or on the
    /// type declaring it; nil when there is no such method.
    package static func ofMethod(_ name: String, in text: String) -> Self? {
        let source = SwiftSource(text)
        guard let index = source.indices(of: ["func", name, "(", ")"]).first else { return nil }
        let method = stated(before: index, in: source)
        return method == .unstated ? ofType(enclosing: index, in: source) : method
    }

    /// The isolation written on the type (or extension) whose body holds the token at `index`;
    /// `.unstated` when it is in none.
    static func ofType(enclosing index: Int, in source: SwiftSource) -> Self {
        guard let brace = source.enclosingBrace(of: index) else { return .unstated }
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor"]
        var cursor = brace - 1
        while cursor >= 0 {
            let token = source.tokens[cursor]
            if token.kind == .identifier, keywords.contains(token.text) {
                return stated(before: cursor, in: source)
            }
            if token.isCode("{") || token.isCode("}") || token.isCode(";") { break }
            cursor -= 1
        }
        return .unstated
    }

    /// The modifiers a declaration may have between its attributes and its keyword.
    private static let modifiers: Set<String> = [
        "final", "public", "internal", "private", "fileprivate", "open", "package", "static",
        "class", "override", "required", "convenience", "indirect", "nonisolated", "dynamic",
        "mutating", "nonmutating",
    ]

    /// The isolation stated by the attributes and modifiers before the keyword at `index`.
    static func stated(before index: Int, in source: SwiftSource) -> Self {
        let tokens = source.tokens
        var cursor = index - 1
        var result = Self.unstated
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .comment {
                cursor -= 1
            } else if token.isCode(")") {
                // An attribute's arguments, such as `@available(iOS 15, *)`: skip to its `(`.
                var depth = 0
                while cursor >= 0 {
                    if tokens[cursor].isCode(")") { depth += 1 }
                    if tokens[cursor].isCode("(") { depth -= 1 }
                    cursor -= 1
                    if depth == 0 { break }
                }
            } else if token.kind == .identifier, cursor > 0, tokens[cursor - 1].isCode("@") {
                if token.text == "MainActor" { result = .mainActor }
                cursor -= 2
            } else if token.kind == .identifier, modifiers.contains(token.text) {
                if token.text == "nonisolated", result == .unstated { result = .nonisolated }
                cursor -= 1
            } else {
                break
            }
        }
        return result
    }
}
