/// A JSON value as written in a file: what it is, where it starts, and an object's members in
/// the file's order (duplicate keys kept, so they can be refused).
package struct JSONNode: Equatable, Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Equatable, Sendable {
        /// The key.
        package let key: String
        /// Where the key starts.
        package let position: TextPosition
        /// The value.
        package let value: JSONNode
    }

    /// The value itself.
    package enum Value: Equatable, Sendable {
        /// A string.
        case string(String)
        /// A number, as written (`1`, `-2.5e3`).
        case number(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// `null`.
        case null
        /// An array.
        case array([JSONNode])
        /// An object.
        case object([Member])
    }

    /// The value.
    package let value: Value
    /// Where it starts.
    package let position: TextPosition

    /// What kind of value it is, for messages: `a string`, `an array`, ...
    package var kind: String {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "a Boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// An object's members by key, or nil for any other value; call ``refuseRepeatedKeys()``
    /// first, since a repeated key keeps only its last value here.
    package var members: [String: JSONNode]? {
        guard case .object(let members) = value else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// Refuses an object, at any depth, that names a key twice, where the second one is: JSON
    /// readers disagree on which one wins.
    package func refuseRepeatedKeys() throws {
        switch value {
        case .array(let nodes):
            for node in nodes { try node.refuseRepeatedKeys() }
        case .object(let members):
            var seen: Set<String> = []
            for member in members {
                guard seen.insert(member.key).inserted else {
                    throw JSONSyntaxError(
                        position: member.position,
                        message: "the key '\(member.key)' appears twice: keep one")
                }
                try member.value.refuseRepeatedKeys()
            }
        default: break
        }
    }
}
