/// One lexical token of Swift source: enough to find declarations, braces and switch clauses.
package struct SwiftToken: Equatable, Sendable {
    /// What sort of token it is.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword (backticks removed), including `$name`.
        case identifier
        /// One punctuation character such as `{`, `.` or `:`.
        case punctuation
        /// A string literal, interpolations included.
        case string
        /// A number or any other run of characters.
        case other
        /// A `//` or `/* */` comment.
        case comment
    }

    /// What sort of token it is.
    package let kind: Kind
    /// The token's text (the whole comment or literal for those kinds).
    package let text: String
    /// The 0-based line the token starts on.
    package let line: Int
    /// The 0-based line the token ends on (later than `line` for multi-line literals/comments).
    package let endLine: Int

    /// Whether this is the code token `text` (an identifier or punctuation).
    package func isCode(_ text: String) -> Bool {
        kind != .comment && kind != .string && self.text == text
    }
}
