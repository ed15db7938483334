/// A character no macro value may hold: a control character (Unicode category Cc: U+0000–U+001F,
/// U+007F–U+009F), a format character (category Cf: the bidirectional controls U+202A–U+202E
/// and U+2066–U+2069, zero-width characters such as U+200B, U+00AD, ...) or the line and
/// paragraph separators U+2028 and U+2029.
///
/// Written into generated code, a line feed or carriage return ends a `//` comment and turns the
/// rest of the value into code, and one in a string literal ends it; other control characters
/// can drive the terminal of whoever views the file. Swift's lexer ends a comment only at U+000A
/// and U+000D (U+0085, U+2028 and U+2029 stay inside it), but editors and diff viewers may show
/// the separators as line breaks, so text after one would look like code that does not run.
/// Format characters are invisible, and the bidirectional ones reorder how the rest of the
/// line is shown, so code reads differently from what it does ("Trojan Source",
/// CVE-2021-42574). None of them belongs in a name, an organization or an option value.
package struct ControlCharacter: Equatable, Sendable, CustomStringConvertible {
    /// The character.
    package let scalar: Unicode.Scalar

    /// The first refused character in `text`, or nil when it has none.
    package static func first(in text: String) -> ControlCharacter? {
        text.unicodeScalars.first(where: isRefused).map(ControlCharacter.init)
    }

    /// Whether `scalar` is a control or format character or a line or paragraph separator.
    package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, the usual case, needs no look-up of Unicode properties.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        let category = scalar.properties.generalCategory
        return category == .control || category == .format || scalar == "\u{2028}"
            || scalar == "\u{2029}"
    }

    /// Whether the character is a format character (invisible, or changing text direction).
    package var isFormat: Bool { scalar.properties.generalCategory == .format }

    /// The code point as `U+000A`.
    package var codePoint: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The character's Unicode name or control alias, such as `LINE FEED`.
    package var name: String {
        ControlCharacterNames.name(of: scalar) ?? scalar.properties.name ?? "CONTROL CHARACTER"
    }

    /// `U+000A LINE FEED`.
    package var description: String { "\(codePoint) \(name)" }
}
