import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// ``EchoedValue``, the one way a message shows a value from outside: quoted, escaped, and cut
/// to an excerpt when long; paths escaped, never cut.
@Suite("Echo: EchoedValue")
struct EchoedValueTests {
    @Test(arguments: [
        ("Payments", "'Payments'"),
        ("", "''"),
        ("a\nb\tc\rd\0e", #"'a\nb\tc\rd\0e'"#),
        (
            "esc\u{1B}[31m bel\u{7} del\u{7F} nel\u{85}",
            #"'esc\u{1B}[31m bel\u{7} del\u{7F} nel\u{85}'"#
        ),
        (
            "rlo\u{202E} lri\u{2066} pdi\u{2069} lrm\u{200E} alm\u{61C}",
            #"'rlo\u{202E} lri\u{2066} pdi\u{2069} lrm\u{200E} alm\u{61C}'"#
        ),
        (
            "zwsp\u{200B} zwj\u{200D} bom\u{FEFF} shy\u{AD}",
            #"'zwsp\u{200B} zwj\u{200D} bom\u{FEFF} shy\u{AD}'"#
        ),
        ("ls\u{2028}ps\u{2029}", #"'ls\u{2028}ps\u{2029}'"#),
        ("unassigned\u{E0080}", #"'unassigned\u{E0080}'"#),
        ("Zoë Ünal — 東京 🚀 e\u{301} it's \\", "'Zoë Ünal — 東京 🚀 e\u{301} it's \\'"),
    ])
    func valuesAreQuotedAndEscaped(value: String, shown: String) {
        #expect(EchoedValue(value).description == shown)
        #expect("\(EchoedValue(value))" == shown)
        #expect(EchoedValue(value).unquoted == String(shown.dropFirst().dropLast()))
    }

    @Test func aValueOfTheLimitIsShownWhole() {
        let value = String(repeating: "a", count: EchoedValue.excerptLength)
        #expect(EchoedValue(value).description == "'\(value)'")
    }

    @Test func aLongerValueIsCutToAnExcerptWithItsLength() {
        let value = String(repeating: "a", count: 2_000_000)
        let excerpt = String(repeating: "a", count: EchoedValue.excerptLength)
        #expect(EchoedValue(value).description == "'\(excerpt)…' (2000000 characters)")
        #expect(EchoedValue(value).unquoted == "\(excerpt)… (2000000 characters)")
    }

    @Test func anExcerptIsCutOnAScalarBoundaryAndEscaped() {
        let value = String(repeating: "e\u{301}", count: 40) + "\u{1B}" + "🚀🚀"
        let shown = EchoedValue(value).description
        #expect(shown == "'" + String(repeating: "e\u{301}", count: 40) + "…' (83 characters)")
        let escaped = String(repeating: "\u{1B}", count: 100)
        #expect(
            EchoedValue(escaped).description
                == "'" + String(repeating: #"\u{1B}"#, count: 80) + "…' (100 characters)")
    }

    @Test func escapedNeverCutsAndLeavesPrintableTextAsItIs() {
        let path = "/tmp/" + String(repeating: "b", count: 300) + "/x\u{1B}y\u{202E}z.json"
        let shown = EchoedValue.escaped(path)
        #expect(shown == "/tmp/" + String(repeating: "b", count: 300) + #"/x\u{1B}y\u{202E}z.json"#)
        #expect(EchoedValue.escaped(shown) == shown)
        #expect(EchoedValue.escaped("Zoë/東京 🚀") == "Zoë/東京 🚀")
    }

    @Test func nothingAMessageShowsCanDriveTheTerminal() {
        // The planes that assign control, format and separator characters, and unassigned ones.
        let planes = Array(0...0x1_FFFF) + Array(0xE_0000...0xE_0FFF)
        let every = String(String.UnicodeScalarView(planes.compactMap(Unicode.Scalar.init)))
        let shown = EchoedValue.escaped(every)
        #expect(HostileValue.rawScalars(in: shown).isEmpty)
        #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .unassigned })
    }

    @Test func pathsAreShownEscapedButKeptAsTheyAreForDocuments() {
        let display = PathDisplay(base: AbsolutePath.root.appending(component: "work"))
        #expect(display.show("/work/a\u{1B}b/c") == #"a\u{1B}b/c"#)
        #expect(display.relative("/work/a\u{1B}b/c") == "a\u{1B}b/c")
        #expect(display.show("/elsewhere/\u{202E}x") == #"/elsewhere/\u{202E}x"#)
    }

    @Test func suggestionsForALongValueCompareNoMillionCharacterText() {
        let long = String(repeating: "a", count: 1_000_000)
        #expect(EditDistance.closest(to: long, among: ["apply", "module"]) == nil)
        #expect(EditDistance.closest(to: "modle", among: ["project", "module"]) == "module")
        #expect(EditDistance.closest(to: "xyz", among: ["project", "module"]) == nil)
        #expect(EditDistance.closest(to: "--frce", among: ["--forc", "--force"]) == "--force")
    }
}
