/// One object of a project file's `objects` dictionary: its identifier, class and fields.
struct ProjectObject: Equatable, Sendable {
    /// The 24-character identifier the object is stored under.
    var id: String
    /// The object's class, such as `PBXGroup`.
    var isa: String
    /// The object's dictionary.
    var node: PlistNode
    /// The offset of the identifier's first byte, where the object's entry starts.
    var start: Int
    /// The offset just past the entry's `;`.
    var end: Int

    /// The string value of `key`.
    func string(_ key: String) -> String? { node[key]?.string }

    /// The string items of the array `key` (identifiers, for reference lists); empty if absent.
    func references(_ key: String) -> [String] {
        node[key]?.items?.compactMap(\.string) ?? []
    }

    /// The name Xcode shows for a file or group: its `name`, else its path's last component.
    var displayName: String? {
        if let name = string("name") { return name }
        return string("path").map { path in
            path.split(separator: "/").last.map(String.init) ?? path
        }
    }
}
