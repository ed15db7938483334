/// One `key = value;` entry of a property list dictionary, with its byte range.
struct PlistEntry: Equatable, Sendable {
    /// The key.
    var key: String
    /// The offset of the key's first byte.
    var start: Int
    /// The value.
    var value: PlistNode
    /// The offset just past the entry's `;`.
    var end: Int
}
