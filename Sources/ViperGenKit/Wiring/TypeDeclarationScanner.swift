/// Finds the names of the types a Swift file declares, lexically: every `class`, `struct`,
/// `enum`, `protocol`, `actor` and `typealias` declaration at any nesting level, never an
/// `extension`, and nothing inside comments or string literals.
enum TypeDeclarationScanner {
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

    /// The type names `text` declares, in order of appearance (with repeats).
    ///
    /// Reads token spans, making strings only for identifiers: code tokens are compared with
    /// the two before them (comments and literals skipped).
    static func declaredTypes(in text: String) -> [String] {
        var names: [String] = []
        var previousWord: String?
        var previousIsDot = false
        var beforePreviousIsDot = false
        SwiftLexer.forEachSpan(of: text) { span, text in
            guard span.kind != .comment, span.kind != .string else { return }
            let word = span.kind == .identifier ? text(span) : nil
            if let word, let introducer = previousWord, introducers.contains(introducer),
                !notTypeNames.contains(word), !beforePreviousIsDot
            {
                names.append(word)
            }
            beforePreviousIsDot = previousIsDot
            previousIsDot = span.kind == .punctuation && text(span) == "."
            previousWord = word
        }
        return names
    }

    /// Whether `bytes` hold `needle` anywhere: a quick test before lexing a file, since a file
    /// declaring a type always spells its name.
    static func mentions(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
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
