extension DeclarationScanner {
    /// The names of `candidates` that `text` mentions as types: code identifiers (never in a
    /// comment or string) that are not a member after a `.` (`view.Assembly` is not a use).
    public static func mentionedTypes(in text: String, among candidates: Set<String>)
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
    /// The type names the UTF-8 `bytes` of a Swift file declare at the top level (outside any
    /// type, extension or function body), in order: the ones another top-level declaration of
    /// the same name would clash with.
    public static func topLevelTypes(inUTF8 bytes: [UInt8]) -> [String] {
        var lexer = SwiftLexer(bytes: bytes)
        var names: [String] = []
        var depth = 0
        var previousIsIntroducer = false
        var previousIsDot = false
        while let span = lexer.nextSpan() {
            guard span.kind != .comment, span.kind != .string else { continue }
            let isIdentifier = span.kind == .identifier
            if isIdentifier, previousIsIntroducer, depth == 0, !previousIsDot {
                let word = lexer.text(of: span)
                if !notTypeNames.contains(word) { names.append(word) }
            }
            if span.kind == .punctuation, span.range.count == 1 {
                switch bytes[span.range.lowerBound] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
            }
            previousIsDot =
                span.kind == .punctuation && span.range.count == 1
                && bytes[span.range.lowerBound] == UInt8(ascii: ".")
            previousIsIntroducer = isIdentifier && introducers.contains(lexer.text(of: span))
        }
        return names
    }
}
