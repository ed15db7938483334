/// Finds type declarations in one Swift file from its code tokens (comments and string
/// literals never count).
struct DeclarationScanner {
    private let source: SwiftSource

    /// Lexes `text`.
    init(text: String) {
        source = SwiftSource(text)
    }

    /// Whether the file declares `keyword name` (`enum Views`, `struct RootView`).
    func declares(_ keyword: String, _ name: String) -> Bool {
        !source.indices(of: [keyword, name]).isEmpty
    }

    /// Whether the file applies the `@Observable` macro (to any type).
    var appliesObservableMacro: Bool {
        !source.indices(of: ["@", "Observable"]).isEmpty
    }

    /// Whether the file declares the `@main` type conforming to SwiftUI's `App`.
    var declaresMainApp: Bool {
        let tokens = source.tokens
        for attribute in source.indices(of: ["@", "main"]) {
            var index = attribute + 2
            while index < tokens.count, !tokens[index].isCode("{") {
                if tokens[index].isCode(":") || tokens[index].isCode(",") {
                    if index + 1 < tokens.count, tokens[index + 1].isCode("App") { return true }
                }
                index += 1
            }
        }
        return false
    }
}
