/// A `/* ... */` or `// ...` comment of a property list, kept for its section markers.
struct PlistComment: Equatable, Sendable {
    /// The text between the comment's delimiters, trimmed of spaces.
    var text: String
    /// The offset of the comment's first byte.
    var start: Int
    /// The offset just past the comment's last byte.
    var end: Int
}
