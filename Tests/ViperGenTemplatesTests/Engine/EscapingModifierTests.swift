import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// The escaping modifiers: `swiftString` for values inside a Swift `"…"` literal and `xml` for
/// XML text, both working on Unicode scalars so a combining mark cannot hide a quote.
@Suite struct EscapingModifierTests {
    @Test(arguments: [
        (#"Acme "Labs""#, #"Acme \"Labs\""#),
        (#"C:\Users"#, #"C:\\Users"#),
        (#"\(pwned())"#, #"\\(pwned())"#),
        (#"a", path: "/etc"#, #"a\", path: \"/etc"#),
        (#"""""#, #"\"\"\""#),
        (##"#"raw"#"##, ##"#\"raw\"#"##),
        ("it's", "it's"),
        ("line\nbreak", #"line\nbreak"#),
        ("a\rb\tc\u{0}d", #"a\rb\tc\0d"#),
        ("esc\u{1B}[2J", #"esc\u{1B}[2J"#),
        ("del\u{7F} nel\u{85} c1\u{9F}", #"del\u{7F} nel\u{85} c1\u{9F}"#),
        ("ls\u{2028}ps\u{2029}", #"ls\u{2028}ps\u{2029}"#),
        ("\"\u{301}", "\\\"\u{301}"),
        ("\\\u{301}", "\\\\\u{301}"),
        ("Zoë Ünal — 東京 🚀 e\u{301}", "Zoë Ünal — 東京 🚀 e\u{301}"),
        // Format characters (bidi controls) are escaped: the literal keeps its value, and the
        // source shows no reordered text ("Trojan Source").
        ("\u{202E}rtl\u{200F}", "\\u{202E}rtl\\u{200F}"),
        ("", ""),
        ("Payments", "Payments"),
    ])
    func swiftString(input: String, expected: String) throws {
        let values = EngineFixtures.values(variables: ["v": input])
        let rendered = try EngineFixtures.renderContent(
            "___VARIABLE_v:swiftString___", values: values)
        #expect(Array(rendered.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test func swiftStringChainsAfterOtherModifiers() throws {
        let values = EngineFixtures.values(variables: ["v": #"my "app""#])
        let rendered = try EngineFixtures.renderContent(
            "\"___VARIABLE_v:upperCamel,swiftString___\"", values: values)
        #expect(rendered == #""My\"app\"""#)
    }

    @Test(arguments: [
        ("<\u{338}", "&lt;\u{338}"),
        ("\"\u{301}", "&quot;\u{301}"),
        ("&\u{301}amp;", "&amp;\u{301}amp;"),
        ("'\u{301}>\u{301}", "&apos;\u{301}&gt;\u{301}"),
    ])
    func xmlEscapesMarkupFollowedByACombiningMark(input: String, expected: String) {
        let escaped = MacroModifier.xml.apply(to: input)
        #expect(Array(escaped.unicodeScalars) == Array(expected.unicodeScalars))
    }
}
