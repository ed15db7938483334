/// Parses JSON text (RFC 8259) into ``JSONNode``s that keep where each value starts and the
/// order of object keys, so problems can be reported at their line and column.
package struct JSONNodeParser {
    /// How deeply arrays and objects may nest: far beyond any spec or config, well within the
    /// stack (the parser recurses once per level).
    static let maximumDepth = 64

    private var cursor: JSONCursor

    /// The one JSON value `bytes` holds; a UTF-8 byte order mark before it is skipped.
    package static func parse(_ bytes: [UInt8]) throws -> JSONNode {
        var parser = JSONNodeParser(cursor: JSONCursor(bytes: bytes))
        parser.cursor.skipWhitespace()
        let node = try parser.value(depth: 0)
        parser.cursor.skipWhitespace()
        guard parser.cursor.current == nil else {
            throw parser.cursor.error(
                "\(parser.cursor.found) after the end of the JSON value: remove it")
        }
        return node
    }

    private mutating func value(depth: Int) throws -> JSONNode {
        let start = cursor.position
        let value: JSONNode.Value
        if cursor.isAt("{") {
            value = try object(depth: depth + 1)
        } else if cursor.isAt("[") {
            value = try array(depth: depth + 1)
        } else if cursor.isAt("\"") {
            value = .string(try cursor.string())
        } else if cursor.isAt("-") || cursor.current.map(JSONCursor.isDigit) == true {
            value = .number(try cursor.number())
        } else if let (word, literal) = Self.literals.first(where: {
            cursor.bytes[cursor.offset...].starts(with: $0.0.utf8)
        }) {
            cursor.offset += word.utf8.count
            value = literal
        } else {
            throw cursor.error(
                "expected a value, found \(cursor.found): strings (names included) go in double "
                    + "quotes; the other values are numbers, objects, arrays, true, false and null")
        }
        return JSONNode(value: value, position: start)
    }

    private static let literals: [(String, JSONNode.Value)] = [
        ("true", .boolean(true)), ("false", .boolean(false)), ("null", .null),
    ]

    private mutating func object(depth: Int) throws -> JSONNode.Value {
        try refuseDeepNesting(depth)
        cursor.offset += 1
        cursor.skipWhitespace()
        var members: [JSONNode.Member] = []
        if cursor.isAt("}") {
            cursor.offset += 1
            return .object(members)
        }
        while true {
            guard cursor.isAt("\"") else {
                throw cursor.error(
                    cursor.isAt("}")
                        ? "'}' after a comma: remove the comma after the last member"
                        : "expected a key in double quotes, found \(cursor.found)")
            }
            let keyPosition = cursor.position
            let key = try cursor.string()
            cursor.skipWhitespace()
            guard cursor.isAt(":") else {
                throw cursor.error("expected ':' after the key \"\(key)\", found \(cursor.found)")
            }
            cursor.offset += 1
            cursor.skipWhitespace()
            members.append(
                JSONNode.Member(key: key, position: keyPosition, value: try value(depth: depth)))
            guard try continues(closedBy: "}", after: "the value of \"\(key)\"") else {
                return .object(members)
            }
        }
    }

    private mutating func array(depth: Int) throws -> JSONNode.Value {
        try refuseDeepNesting(depth)
        cursor.offset += 1
        cursor.skipWhitespace()
        var elements: [JSONNode] = []
        if cursor.isAt("]") {
            cursor.offset += 1
            return .array(elements)
        }
        while true {
            if cursor.isAt("]") {
                throw cursor.error("']' after a comma: remove the comma after the last element")
            }
            elements.append(try value(depth: depth))
            guard try continues(closedBy: "]", after: "an array element") else {
                return .array(elements)
            }
        }
    }

    /// After a member or element: true past a comma, false past the closing bracket.
    private mutating func continues(closedBy closing: Unicode.Scalar, after what: String) throws
        -> Bool
    {
        cursor.skipWhitespace()
        if cursor.isAt(",") {
            cursor.offset += 1
            cursor.skipWhitespace()
            return true
        }
        guard cursor.isAt(closing) else {
            throw cursor.error("expected ',' or '\(closing)' after \(what), found \(cursor.found)")
        }
        cursor.offset += 1
        return false
    }

    /// Refuses the bracket at the cursor when it opens level `depth`, past the limit.
    private func refuseDeepNesting(_ depth: Int) throws {
        guard depth <= Self.maximumDepth else {
            throw cursor.error(
                "\(cursor.found) is nested more than \(Self.maximumDepth) levels deep: no spec, "
                    + "config or message is that deep; the text is damaged or hostile")
        }
    }
}
