/// Any JSON value, decoded without guessing types (a number is never taken for a Boolean).
enum JSONValue: Decodable, Equatable {
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

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }
}
