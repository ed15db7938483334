/// A command line whose flag value holds a control character, and what the refusal must say.
struct ValueRefusalCase: Sendable, CustomStringConvertible {
    /// The arguments after the command and name.
    let arguments: [String]
    /// The command: module, service or project.
    let command: String
    /// How the refusal names the value's source and shows the value.
    let shown: String
    /// The character the refusal names, as `U+000A LINE FEED`.
    let character: String
    /// The fix the refusal ends with.
    let fix: String

    var description: String { "\(command) \(arguments.map(\.debugDescription))" }

    /// Whether the character is a format character (Cf), refused for another reason.
    var isFormatCharacter: Bool {
        let hex = character.dropFirst(2).prefix { $0 != " " }
        return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)?.properties.generalCategory
            == .format
    }

    /// Control characters and line separators in every flag that feeds a template.
    static let all: [ValueRefusalCase] = [
        author("Jane\nlet pwned = 1", shown: "'Jane\\nlet pwned = 1'", "U+000A LINE FEED"),
        author("Jane\tAppleseed", shown: "'Jane\\tAppleseed'", "U+0009 CHARACTER TABULATION"),
        author("Jane\u{1B}[2J", shown: "'Jane\\u{1B}[2J'", "U+001B ESCAPE"),
        author("Jane\u{0}", shown: "'Jane\\0'", "U+0000 NULL"),
        author("Jane\u{7F}", shown: "'Jane\\u{7F}'", "U+007F DELETE"),
        organization("Acme\r//", shown: "'Acme\\r//'", "U+000D CARRIAGE RETURN"),
        organization("Acme\u{85}let x = 1", shown: "'Acme\\u{85}let x = 1'", "U+0085 NEXT LINE"),
        organization("Acme\u{2028}let x", shown: "'Acme\\u{2028}let x'", "U+2028 LINE SEPARATOR"),
        organization(
            "Acme\u{2029}", shown: "'Acme\\u{2029}'", "U+2029 PARAGRAPH SEPARATOR"),
        ValueRefusalCase(
            arguments: ["--set", "bundleIdentifierPrefix=com.acme\nlet pwned = 1"],
            command: "project", shown: "--set bundleIdentifierPrefix 'com.acme\\nlet pwned = 1'",
            character: "U+000A LINE FEED",
            fix: "Pass --set bundleIdentifierPrefix=VALUE without control, invisible or "
                + "text-direction characters or line breaks."),
        ValueRefusalCase(
            arguments: ["--set", "nope=a\u{0B}b"], command: "module",
            shown: "--set nope 'a\\u{B}b'", character: "U+000B LINE TABULATION",
            fix: "Pass --set nope=VALUE without control, invisible or text-direction "
                + "characters or line breaks."),
        // Format characters (Cf): Trojan Source reordering and invisible characters.
        author("Jane\u{202E}eoD", shown: "'Jane\\u{202E}eoD'", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        author("Jane\u{2066}x", shown: "'Jane\\u{2066}x'", "U+2066 LEFT-TO-RIGHT ISOLATE"),
        organization("Ac\u{200B}me", shown: "'Ac\\u{200B}me'", "U+200B ZERO WIDTH SPACE"),
        ValueRefusalCase(
            arguments: ["--set", "bundleIdentifierPrefix=com.acme\u{202E}"], command: "project",
            shown: "--set bundleIdentifierPrefix 'com.acme\\u{202E}'",
            character: "U+202E RIGHT-TO-LEFT OVERRIDE",
            fix: "Pass --set bundleIdentifierPrefix=VALUE without control, invisible or "
                + "text-direction characters or line breaks."),
    ]

    private static func author(_ value: String, shown: String, _ character: String)
        -> ValueRefusalCase
    {
        ValueRefusalCase(
            arguments: ["--author", value], command: "module", shown: "--author \(shown)",
            character: character,
            fix: "Pass --author a value without control, invisible or text-direction characters "
                + "or line breaks.")
    }

    private static func organization(_ value: String, shown: String, _ character: String)
        -> ValueRefusalCase
    {
        ValueRefusalCase(
            arguments: ["--organization", value], command: "service",
            shown: "--organization \(shown)", character: character,
            fix: "Pass --organization a value without control, invisible or text-direction "
                + "characters or line breaks.")
    }
}
