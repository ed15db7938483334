/// Where something starts in a text file: 1-based line and column (columns count bytes).
package struct TextPosition: Comparable, Sendable {
    /// The line, from 1.
    package let line: Int
    /// The column, from 1.
    package let column: Int

    /// Earlier in the file first.
    package static func < (left: TextPosition, right: TextPosition) -> Bool {
        (left.line, left.column) < (right.line, right.column)
    }
}
