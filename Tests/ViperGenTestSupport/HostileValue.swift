import Foundation

/// A value that would drive the terminal if echoed raw, and the checks on what viper-gen
/// prints instead.
package enum HostileValue {
    /// ESC starting a colour command, a carriage return, a bell and a right-to-left override.
    package static let text = "red\u{1B}[31m\r\u{7}\u{202E}evil"

    /// How a message shows ``text``.
    package static let shown = "red\\u{1B}[31m\\r\\u{7}\\u{202E}evil"

    /// A value far longer than any message should echo.
    package static let long = String(repeating: "a", count: 1_000_000)

    /// The scalars of `output` that can move the cursor, drive the terminal or change text
    /// direction: control characters other than the line feed, format characters and the line
    /// and paragraph separators.
    package static func rawScalars(in output: String) -> [String] {
        output.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control: return scalar != "\n"
            case .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Whether `output` shows ``long`` (with what a message adds around it, such as `--`) as
    /// an excerpt: no run of 1,000 of its characters, an ellipsis and the full length of about
    /// a million, in a short message.
    package static func isExcerpted(_ output: String) -> Bool {
        !output.contains(String(repeating: "a", count: 1_000)) && output.contains("…")
            && output.contains(/10000\d\d characters/) && output.utf8.count < 4_000
    }

    /// `object` as JSON text, so any key or value round-trips as a user's file would hold it.
    package static func json(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }
}
