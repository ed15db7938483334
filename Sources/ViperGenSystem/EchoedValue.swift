/// A value from outside viper-gen as a message shows it: quoted, escaped, cut when long.
///
/// Arguments, option values, environment variables, keys and values of a config or spec,
/// template names and text read from files can hold anything: ESC starts terminal commands,
/// a carriage return or line feed moves the cursor to forge or hide lines, a bidirectional
/// override (U+202E) or a zero-width character changes what the text seems to say. Every message
/// that echoes such a value shows it through this type, so a shared config or spec cannot drive
/// the terminal of whoever runs viper-gen, and a 60 MB value is not echoed whole. Paths, which
/// must stay whole to be found, are escaped without being cut (``escaped(_:)``).
public struct EchoedValue: Equatable, Sendable, CustomStringConvertible {
    /// How many Unicode scalars of a value a message shows at most.
    public static let excerptLength = 80

    /// The value as given.
    public let value: String

    /// The value `value`, to show in a message.
    public init(_ value: String) {
        self.value = value
    }

    /// `'value'` escaped; a longer value cut: `'aaaa…' (60000000 characters)`.
    public var description: String { excerpt(quoted: true) }

    /// The value escaped and cut like ``description``, without the quotes.
    ///
    /// For a message whose own punctuation sets the value off: `--set key=VALUE`.
    public var unquoted: String { excerpt(quoted: false) }

    /// `text` with every character that could drive the terminal escaped, never cut.
    ///
    /// For paths, and for messages made of values already shown, which must stay whole.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            append(scalar, to: &result)
        }
        return result
    }

    /// Whether a message shows `scalar` as an escape.
    ///
    /// Control characters (Cc), format characters (Cf: bidirectional controls, zero-width
    /// characters), the line and paragraph separators, and scalars Unicode does not assign yet
    /// (a newer terminal may give them a meaning).
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned:
            return true
        default:
            return false
        }
    }

    /// `scalar` as a Swift escape: `\n`, `\t`, `\r`, `\0`, else `\u{…}` in hex (`\u{1B}`).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// Appends `scalar` to `text`, escaped when ``isEscaped(_:)``.
    private static func append(_ scalar: Unicode.Scalar, to text: inout String) {
        if isEscaped(scalar) {
            text += escape(scalar)
        } else {
            text.unicodeScalars.append(scalar)
        }
    }

    /// The first ``excerptLength`` scalars escaped, with an ellipsis and the length when cut.
    private func excerpt(quoted: Bool) -> String {
        let quote = quoted ? "'" : ""
        var shown = quote
        var taken = 0
        var scalars = value.unicodeScalars.makeIterator()
        while taken < Self.excerptLength, let scalar = scalars.next() {
            Self.append(scalar, to: &shown)
            taken += 1
        }
        guard scalars.next() != nil else { return shown + quote }
        return shown + "…" + quote + " (\(value.unicodeScalars.count) characters)"
    }
}
