/// A position in UTF-8 text whose column is only counted when an error needs it, so that
/// rendering stays linear on long lines.
struct SourcePosition {
    /// The text.
    let bytes: [UInt8]
    /// The 1-based line.
    let line: Int
    /// The byte offset where the line starts.
    let lineStart: Int
    /// The byte offset of the position.
    let offset: Int

    /// The 1-based column, counted in Unicode scalars from the start of the line.
    var column: Int {
        UTF8Validator.scalarCount(bytes[lineStart..<offset]) + 1
    }
}
