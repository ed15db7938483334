/// Finds type declarations in Swift source, lexically: comments and string literals never count.
///
/// Read all at once (`declaredTypes(in:)`, `declaresType(_:in:)`), it names every `class`,
/// `struct`, `enum`, `protocol`, `actor` and `typealias` at any nesting level, never an
/// `extension`; made for one file (`init(text:)`), it answers questions about that file's
/// declarations from its code tokens.
package struct DeclarationScanner {
    /// The keywords that introduce a type declaration.
    static let introducers: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "typealias",
    ]

    /// Words after `class` (or `actor` used as a name) that show no type is declared there:
    /// `class func`, `class var`, `for actor in actors`, ...
    static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override",
        "open", "public", "private", "fileprivate", "internal", "package", "required",
        "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "in", "where",
        "case", "some", "any", "async", "throws", "nonisolated", "dynamic", "indirect",
    ]

    let source: SwiftSource

    /// Lexes `text`.
    package init(text: String) {
        source = SwiftSource(text)
    }

    /// Whether the file declares `keyword name` (`enum Views`, `struct RootView`).
    package func declares(_ keyword: String, _ name: String) -> Bool {
        !source.indices(of: [keyword, name]).isEmpty
    }

    /// Whether the file applies the `@Observable` macro (to any type).
    package var appliesObservableMacro: Bool {
        !source.indices(of: ["@", "Observable"]).isEmpty
    }

    /// Whether the file marks the app's entry point: `@main` on any type (an `App` or an
    /// `AppDelegate`), or the older `@UIApplicationMain`.
    package var marksEntryPoint: Bool {
        !source.indices(of: ["@", "main"]).isEmpty
            || !source.indices(of: ["@", "UIApplicationMain"]).isEmpty
    }

    /// Whether the file imports the module `name`.
    package func imports(_ name: String) -> Bool {
        !source.indices(of: ["import", name]).isEmpty
    }

    /// Whether the file's code (not its comments or strings) uses the identifier `name`.
    package func uses(_ name: String) -> Bool {
        !source.indices(of: [name]).isEmpty
    }

    /// Whether the file declares the `@main` type conforming to SwiftUI's `App`.
    package var declaresMainApp: Bool {
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

    /// Whether the file `bytes` declares the type `name`: a quick byte search first, then a
    /// lexical reading only of the files that spell the name.
    package static func declaresType(_ name: String, in bytes: [UInt8]) -> Bool {
        mentions(Array(name.utf8), in: bytes)
            && declaredTypes(inUTF8: bytes).contains(name)
    }

    /// The type names `text` declares, in order of appearance (with repeats).
    package static func declaredTypes(in text: String) -> [String] {
        declaredTypes(inUTF8: Array(text.utf8))
    }

    /// The type names the UTF-8 `bytes` of a Swift file declare, in order of appearance (with
    /// repeats).
    ///
    /// Reads token spans, comparing each code token's bytes with the two before it (comments
    /// and literals skipped): a string is made only for a name that is declared, so a file of
    /// thousands of identifiers costs no string each.
    package static func declaredTypes(inUTF8 bytes: [UInt8]) -> [String] {
        var lexer = SwiftLexer(bytes: bytes)
        var names: [String] = []
        var previousIsIntroducer = false
        var previousIsDot = false
        var beforePreviousIsDot = false
        while let span = lexer.nextSpan() {
            guard span.kind != .comment, span.kind != .string else { continue }
            let isIdentifier = span.kind == .identifier
            if isIdentifier, previousIsIntroducer, !beforePreviousIsDot {
                let word = lexer.text(of: span)
                if !notTypeNames.contains(word) { names.append(word) }
            }
            beforePreviousIsDot = previousIsDot
            previousIsDot =
                span.kind == .punctuation && span.range.count == 1
                && bytes[span.range.lowerBound] == UInt8(ascii: ".")
            previousIsIntroducer = isIdentifier && isIntroducer(bytes[span.range])
        }
        return names
    }

    /// The ``introducers`` as bytes.
    private static let introducerBytes = introducers.map { Array($0.utf8) }

    /// Whether the identifier `spelled` (backticks and all) is one of the ``introducers``.
    private static func isIntroducer(_ spelled: ArraySlice<UInt8>) -> Bool {
        var word = spelled
        if word.first == UInt8(ascii: "`") { word = word.filter { $0 != UInt8(ascii: "`") }[...] }
        guard (4...9).contains(word.count) else { return false }
        return introducerBytes.contains { $0.elementsEqual(word) }
    }

    /// Whether `bytes` hold `needle` anywhere: a quick test before lexing a file, since a file
    /// declaring a type always spells its name.
    package static func mentions(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { wanted in
                var start = 0
                let last = haystack.count - wanted.count
                while start <= last {
                    if haystack[start] == first {
                        var offset = 1
                        while offset < wanted.count, haystack[start + offset] == wanted[offset] {
                            offset += 1
                        }
                        if offset == wanted.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
