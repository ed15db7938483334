/// A parsed old-style property list value with the byte range it occupies in the file.
struct PlistNode: Equatable, Sendable {
    /// The value's shape.
    indirect enum Value: Equatable, Sendable {
        /// A string (old-style lists have no other scalars).
        case string(String)
        /// An array; `trailingComma` tells whether its last item is followed by a comma.
        case array([PlistNode], trailingComma: Bool)
        /// A dictionary's entries in file order.
        case dictionary([PlistEntry])
    }

    /// The value.
    var value: Value
    /// The offset of the value's first byte.
    var start: Int
    /// The offset just past the value's last byte (the closing bracket for containers).
    var end: Int

    /// The string, if this is one.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The items, if this is an array.
    var items: [PlistNode]? {
        if case .array(let items, _) = value { return items }
        return nil
    }

    /// The entries, if this is a dictionary.
    var entries: [PlistEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value of `key`, if this is a dictionary that has it (the first one if repeated).
    subscript(key: String) -> PlistNode? {
        entries?.first { $0.key == key }?.value
    }
}
