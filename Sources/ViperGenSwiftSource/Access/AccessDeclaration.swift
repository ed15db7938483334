/// One declaration as an access-level edit sees it: its keyword, what is written before it,
/// where an access modifier goes, and its body when it has one.
struct AccessDeclaration {
    /// The index of its keyword (`class`, `func`, `var`, `case`, ...).
    let keyword: Int
    /// The keyword's text.
    let keywordText: String
    /// The index of its first token (its first attribute or modifier, or the keyword).
    let start: Int
    /// The index after its last token.
    let end: Int
    /// The attributes written before it, without `@` or arguments: `MainActor`, `Observable`.
    let attributes: [String]
    /// The modifiers written before it, as words: `final`, `private`, `static`; a modifier
    /// with an argument (`private(set)`) is listed as `private(set)`.
    let modifiers: [String]
    /// The byte offset where an access modifier goes: before its first modifier after its
    /// attributes, or before its keyword.
    let modifierOffset: Int
    /// Its name: a type's, or the last component of an extended type's; nil for members that
    /// need none here.
    let name: String?
    /// The indices of its body's `{` and `}` (types, protocols and extensions).
    let body: (open: Int, close: Int)?

    /// The access levels a declaration can have written.
    static let accessLevels: Set<String> = [
        "open", "public", "package", "internal", "fileprivate", "private",
    ]

    /// The access level written on it (`private(set)` does not count), or nil.
    var writtenAccess: String? {
        modifiers.first { Self.accessLevels.contains($0) }
    }

    /// Whether it is a class that cannot be subclassed (`final class`).
    var isFinal: Bool { modifiers.contains("final") }

    /// Whether it is `static` or `class` (a type member).
    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// Whether it declares a type or an extension with a body (`class`, `struct`, `enum`,
    /// `actor`, `protocol`, `extension`).
    var isTypeLike: Bool { body != nil }
}
