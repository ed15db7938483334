import ViperGenSystem

/// Escapes a value for use inside a Swift double-quoted string literal: the `swiftString`
/// modifier.
///
/// Works on Unicode scalars, not characters, so a combining mark after a `"` or `\` cannot
/// hide it from the escaping (Swift's lexer sees the scalar). The result is valid between `"`
/// and `"` and inside a `"""` literal, and reads back as exactly the value; it is not meant for
/// raw strings (`#"…"#`), where escapes are not processed.
enum SwiftStringEscaper {
    /// `\` → `\\` (so `\(` cannot start an interpolation), `"` → `\"`, control and format
    /// characters and U+2028/U+2029 → `\n`, `\t`, `\r`, `\0` or `\u{…}`; everything else,
    /// non-ASCII included, as it is.
    static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where ControlCharacter.isRefused(scalar):
                result += EchoedValue.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
