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
