/// Whitespace as Foundation's `CharacterSet.whitespaces` and `.whitespacesAndNewlines` define it,
/// without Foundation: trimming works on Unicode scalars, as `trimmingCharacters(in:)` does.
package enum Whitespace {
    /// Whether `scalar` is a space or a line break (Unicode's White_Space property: categories
    /// Zs, Zl, Zp, U+0009–U+000D and U+0085; and U+200B ZERO WIDTH SPACE), like
    /// `CharacterSet.whitespacesAndNewlines`.
    package static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    /// Whether `scalar` is a space on a line (category Zs, a tab, or U+200B ZERO WIDTH SPACE),
    /// like `CharacterSet.whitespaces`.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}"
            || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `text` without leading and trailing spaces and line breaks, like
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    package static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespaceOrNewline($0) }),
            let last = scalars.lastIndex(where: { !isWhitespaceOrNewline($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
