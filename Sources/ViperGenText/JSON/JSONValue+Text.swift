/// How a ``JSONValue`` is written: compact, on one line, keys in their order.
extension JSONValue {
    /// The value as JSON text without whitespace or line breaks (a line break in a string is
    /// `\n`), so one value is one line of a newline-delimited stream.
    package var text: String {
        var output = ""
        write(into: &output)
        return output
    }

    private func write(into output: inout String) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .number(let text): output += text
        case .boolean(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, into: &output)
                output += ":"
                member.value.write(into: &output)
            }
            output += "}"
        }
    }

    /// `text` in double quotes: the quote, the backslash and control characters escaped, and
    /// U+2028 and U+2029 too, which some readers take for line breaks.
    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}", "\u{2029}":
                output += "\\u" + String(scalar.value, radix: 16)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
