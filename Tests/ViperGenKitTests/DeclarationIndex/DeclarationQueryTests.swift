import Testing

@testable import ViperGenKit
@testable import ViperGenProject

/// A query matches a file declaring one of its types, or named like one of its file names as
/// a Mac's disk compares names (case and Unicode normalization ignored), and nothing else.
@Suite("Declaration query")
struct DeclarationQueryTests {
    private let query = DeclarationQuery(
        types: ["PaymentsView", "PaymentsPresenter"], fileNames: ["PaymentsView.swift"])

    /// Whether `query` matches a file `name` declaring `types`.
    private func matches(
        _ name: String, _ types: [String], query: DeclarationQuery? = nil
    ) -> Bool {
        (query ?? self.query).matches(
            name: Array(name.utf8)[...], types: Array(types.joined(separator: " ").utf8)[...])
    }

    @Test func aFileDeclaringOneOfTheTypesMatches() {
        #expect(matches("Legacy.swift", ["Other", "PaymentsPresenter"]))
        #expect(matches("Legacy.swift", ["PaymentsView"]))
    }

    @Test func aTypeThatOnlyStartsOrEndsLikeOneDoesNot() {
        #expect(!matches("Legacy.swift", ["PaymentsViewModel", "OldPaymentsView", "Payments"]))
        #expect(!matches("Legacy.swift", []))
    }

    @Test func aFileNamedLikeOneAsAMacComparesNamesMatches() {
        #expect(matches("PaymentsView.swift", []))
        #expect(matches("paymentsview.SWIFT", []))
        #expect(!matches("PaymentsViews.swift", []))
    }

    /// Non-ASCII names are folded as strings: the Kelvin sign lowercases to `k`, and a name
    /// spelt with a combining accent equals its precomposed form.
    @Test func nonASCIINamesAreFoldedAsStrings() {
        let kelvin = DeclarationQuery(types: [], fileNames: ["Kelvin.swift"])
        #expect(matches("\u{212A}elvin.swift", [], query: kelvin))
        let accented = DeclarationQuery(types: [], fileNames: ["Caf\u{E9}.swift"])
        #expect(matches("Cafe\u{301}.swift", [], query: accented))
        #expect(matches("CAF\u{C9}.swift", [], query: accented))
        #expect(!matches("Cafe.swift", [], query: accented))
    }

    @Test func everythingMatchesEverything() {
        #expect(matches("Any.swift", [], query: .everything))
    }
}
