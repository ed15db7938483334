/// A JSON value built or read in memory, without positions: what a protocol message holds.
///
/// ``JSONNode`` is a value as written in a file, kept with its positions for messages about the
/// file; a `JSONValue` is one to build, inspect and write (``text``), one line, keys in the
/// order given.
package enum JSONValue: Equatable, Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Equatable, Sendable {
        /// The key.
        package let key: String
        /// The value.
        package let value: JSONValue

        /// The pair `key`: `value`.
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A string.
    case string(String)
    /// A number, as written (`1`, `-2.5e3`).
    case number(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object([Member])

    /// An object of `pairs`, in their order.
    package static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// The integer `value`.
    package static func integer(_ value: Int) -> JSONValue {
        .number(String(value))
    }

    /// The value `node` holds, its positions dropped (a repeated key keeps both members).
    package init(_ node: JSONNode) {
        switch node.value {
        case .string(let text): self = .string(text)
        case .number(let text): self = .number(text)
        case .boolean(let flag): self = .boolean(flag)
        case .null: self = .null
        case .array(let nodes): self = .array(nodes.map(JSONValue.init))
        case .object(let members):
            self = .object(members.map { Member($0.key, JSONValue($0.value)) })
        }
    }

    /// The value of an object's first member named `key`; nil for another value or key.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if the value is one.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The Boolean, if the value is one.
    package var boolean: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    /// The elements, if the value is an array.
    package var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members, if the value is an object.
    package var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// What kind of value it is, for messages: `a string`, `an array`, ...
    package var kind: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "a Boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The object with `key` set to `value`: replaced where it is, else added last.
    package func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index] = Member(key, value)
        } else {
            members.append(Member(key, value))
        }
        return .object(members)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// A string.
    package init(stringLiteral value: String) {
        self = .string(value)
    }

    /// A Boolean.
    package init(booleanLiteral value: Bool) {
        self = .boolean(value)
    }
}
