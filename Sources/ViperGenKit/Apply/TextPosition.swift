/// Where something starts in a text file: 1-based line and column (columns count bytes).
struct TextPosition: Equatable, Sendable {
    /// The line, from 1.
    let line: Int
    /// The column, from 1.
    let column: Int
}
