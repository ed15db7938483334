import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// Text macros may use each other in a chain up to ``TextMacro/maximumNesting`` long (a chain
/// of 16 used to be called a cycle); a longer chain is refused as too deep, and a real cycle,
/// however long, as a cycle naming the macros in it.
@Suite("Text macro chains")
struct TextMacroChainTests {
    private let limit = TextMacro.maximumNesting

    /// Macros M1 to M`length`, each using the next; the last one's text is `last`.
    private func chain(_ length: Int, last: String = "end") -> MacroValues {
        var values = EngineFixtures.values()
        values.textMacros = Dictionary(
            uniqueKeysWithValues: (1...length).map { index in
                let text = index < length ? "___M\(index + 1)___" : last
                return ("M\(index)", TextMacro(text: text, source: "/m.plist"))
            })
        return values
    }

    @Test(arguments: [15, 16, 17, TextMacro.maximumNesting])
    func aChainUpToTheLimitIsRendered(length: Int) throws {
        #expect(try EngineFixtures.renderContent("<___M1___>", values: chain(length)) == "<end>")
    }

    @Test func aLongerChainIsRefusedAsTooDeepNotAsACycle() throws {
        let error = try #require(
            EngineFixtures.renderError("___M1___", values: chain(limit + 1)))
        #expect(error.kind == .macroChainTooDeep(chain: (1...limit + 1).map { "M\($0)" }))
        #expect(error.templatePath == "/m.plist (M\(limit))")
        #expect(
            error.message
                == "the macro '___M\(limit + 1)___' is reached through more than \(limit) macros "
                + "that use each other (M1 → M2 → M3 → … → M\(limit) → M\(limit + 1)): a real "
                + "IDETemplateMacros.plist never chains macros that deep; the file is damaged or "
                + "hostile. Make the chain shorter.")
    }

    @Test func aCycleLongerThanTheOldLimitIsStillACycle() throws {
        let error = try #require(
            EngineFixtures.renderError("___M1___", values: chain(20, last: "x ___M1___")))
        #expect(error.kind == .recursiveMacro(chain: (1...20).map { "M\($0)" } + ["M1"]))
        #expect(error.message.hasPrefix("the macro '___M1___' is used inside itself (M1 → M2 → "))
    }

    @Test func macrosThatEachUseTheNextTwiceAreRefusedNotExpandedForever() throws {
        // 2^64 copies of "x" without the bound; refused once one expansion passes 1 MiB.
        var values = EngineFixtures.values()
        values.textMacros = Dictionary(
            uniqueKeysWithValues: (1...limit).map { index in
                let text = index < limit ? "___M\(index + 1)______M\(index + 1)___" : "x"
                return ("M\(index)", TextMacro(text: text, source: "/m.plist"))
            })
        let error = try #require(EngineFixtures.renderError("___M1___", values: values))
        guard case .macroExpansionTooLarge = error.kind else {
            Issue.record("\(error.kind)")
            return
        }
        #expect(error.message.contains("expands to more than 1048576 bytes"), "\(error.message)")
    }
}
