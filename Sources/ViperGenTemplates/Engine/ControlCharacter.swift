/// A character no macro value may hold: a control character (Unicode category Cc: U+0000–U+001F,
/// U+007F–U+009F) or the line and paragraph separators U+2028 and U+2029.
///
/// Written into generated code, a line feed or carriage return ends a `//` comment and turns the
/// rest of the value into code, and one in a string literal ends it; other control characters
/// can drive the terminal of whoever views the file. Swift's lexer ends a comment only at U+000A
/// and U+000D (U+0085, U+2028 and U+2029 stay inside it), but editors and diff viewers may show
/// the separators as line breaks, so text after one would look like code that does not run.
/// None of them belongs in a name, an organization or an option value.
public struct ControlCharacter: Equatable, Sendable, CustomStringConvertible {
    /// The character.
    public let scalar: Unicode.Scalar

    /// The first refused character in `text`, or nil when it has none.
    public static func first(in text: String) -> ControlCharacter? {
        text.unicodeScalars.first(where: isRefused).map(ControlCharacter.init)
    }

    /// Whether `scalar` is a control character or a line or paragraph separator.
    public static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}"
            || scalar == "\u{2029}"
    }

    /// `text` with every refused character shown as an escape (`\n`, `\t`, `\r`, `\0`,
    /// `\u{1B}`), so a message can show the value without being driven by it.
    public static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isRefused(scalar) {
                result += ControlCharacter(scalar: scalar).escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The character as a Swift escape: `\n`, `\t`, `\r`, `\0`, else `\u{…}` in hex.
    public var escape: String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// The code point as `U+000A`.
    public var codePoint: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The character's Unicode name or control alias, such as `LINE FEED`.
    public var name: String {
        ControlCharacterNames.name(of: scalar) ?? scalar.properties.name ?? "CONTROL CHARACTER"
    }

    /// `U+000A LINE FEED`.
    public var description: String { "\(codePoint) \(name)" }
}
