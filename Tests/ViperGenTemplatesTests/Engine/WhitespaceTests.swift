import Foundation
import Testing

@testable import ViperGenTemplates

/// `Whitespace` trims and classifies exactly as Foundation's character sets do, scalar by scalar.
@Suite("Whitespace without Foundation")
struct WhitespaceTests {
    /// The scalars either set could hold: separators, controls, format characters and whatever
    /// Unicode calls white space (`CharacterSet.contains` is too slow to ask for every scalar).
    private static let candidates = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
        let categories: [Unicode.GeneralCategory] = [
            .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
        ]
        return $0.properties.isWhitespace || categories.contains($0.properties.generalCategory)
    }

    @Test func classifiesEveryScalarAsCharacterSetDoes() {
        let mismatches = Self.candidates.filter { scalar in
            Whitespace.isWhitespaceOrNewline(scalar)
                != CharacterSet.whitespacesAndNewlines.contains(scalar)
                || Whitespace.isSpace(scalar) != CharacterSet.whitespaces.contains(scalar)
        }
        #expect(Self.candidates.count > 200)
        #expect(mismatches.isEmpty, "\(mismatches.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: [
        "", " ", " \n\t", "Payments", "  Payments \n", "\u{A0}Pay ments\u{2028}",
        "\u{3000}x\u{85}", "\r\nx\r\n", " \u{301}x", "x \u{301}", "\u{FEFF}x",
    ])
    func trimsAsFoundationDoes(text: String) {
        #expect(Whitespace.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
