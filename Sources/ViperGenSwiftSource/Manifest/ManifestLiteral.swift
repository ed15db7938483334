/// String literals in a manifest: the plain `"…"` ones its names and paths are written as.
enum ManifestLiteral {
    /// `value` as a Swift string literal.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// The value of a plain one-line literal token (`"X"`), or nil for a raw, multi-line or
    /// interpolated one, whose value is not its text.
    static func value(of token: SwiftToken) -> String? {
        guard token.kind == .string, token.text.count >= 2, token.text.hasPrefix("\""),
            token.text.hasSuffix("\""), !token.text.hasPrefix("\"\"\"")
        else { return nil }
        let body = token.text.dropFirst().dropLast()
        guard !body.contains("\\(") else { return nil }
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
