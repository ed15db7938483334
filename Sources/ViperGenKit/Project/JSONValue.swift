/// Any JSON value, decoded without guessing types (a number is never taken for a Boolean).
enum JSONValue: Equatable {
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// Another number.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// An object.
    case object([String: JSONValue])
    /// An array.
    case array([JSONValue])
    /// `null`.
    case null

    /// The value of `node`; an object that names a key twice is refused where the second
    /// one is, since JSON readers disagree on which one wins.
    init(_ node: JSONNode) throws {
        switch node.value {
        case .string(let text): self = .string(text)
        case .number(let text): self = Int(text).map(Self.integer) ?? .number(Double(text) ?? 0)
        case .boolean(let value): self = .boolean(value)
        case .null: self = .null
        case .array(let nodes): self = .array(try nodes.map(JSONValue.init))
        case .object(let members):
            var object: [String: JSONValue] = [:]
            for member in members {
                guard object[member.key] == nil else {
                    throw JSONSyntaxError(
                        position: member.position,
                        message: "the key '\(member.key)' appears twice: keep one")
                }
                object[member.key] = try JSONValue(member.value)
            }
            self = .object(object)
        }
    }
}
