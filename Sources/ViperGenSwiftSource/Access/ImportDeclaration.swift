/// One `import` of a Swift file as read from its code tokens: `@testable import MyApp`,
/// `public import SwiftUI`, `import struct Foundation.URL`.
struct ImportDeclaration {
    /// The attributes written before it, without `@`: `testable`, `preconcurrency`.
    let attributes: [String]
    /// The access level written before it (`public import`), or nil.
    let accessLevel: String?
    /// The imported module: the first component of the path.
    let module: String
    /// The index of the module's token.
    let moduleToken: Int
    /// The 0-based line it is on.
    let line: Int
    /// Whether it is inside an `#if` block.
    let isConditional: Bool

    /// Whether it is an `@testable import`.
    var isTestable: Bool { attributes.contains("testable") }

    /// The kinds of symbol an import can name (`import struct Foundation.URL`).
    private static let symbolKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]

    /// The imports of the file whose tokens are `tokens`, in order.
    static func all(in tokens: AccessTokens) -> [ImportDeclaration] {
        let reader = AccessDeclarationReader(tokens: tokens)
        return reader.declarations(in: 0..<tokens.tokens.count)
            .filter { $0.keywordText == "import" }
            .compactMap { declaration in
                var index = declaration.keyword + 1
                if tokens.isWord(index, in: symbolKinds) { index += 1 }
                guard index < tokens.tokens.count, tokens.tokens[index].kind == .identifier else {
                    return nil
                }
                let line = tokens.tokens[declaration.keyword].line
                return ImportDeclaration(
                    attributes: declaration.attributes,
                    accessLevel: declaration.writtenAccess, module: tokens.tokens[index].text,
                    moduleToken: index, line: line,
                    isConditional: tokens.conditionalDepth(of: line) > 0)
            }
    }
}
