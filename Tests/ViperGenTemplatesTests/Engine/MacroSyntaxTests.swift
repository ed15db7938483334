import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

@Suite struct MacroSyntaxTests {
    @Test(arguments: [
        "__x__", "______", "_", "snake_case", "___lower", "__init__", "___", "____", "x___",
        "___1___", "___ ___", "_foo", "___x", "a___b", "___:___", "__FILENAME__",
    ])
    func literalUnderscoresStay(text: String) throws {
        #expect(try EngineFixtures.renderContent(text) == text)
    }

    @Test func extraLeadingUnderscoresStayLiteral() throws {
        #expect(try EngineFixtures.renderContent("____FILENAME___") == "_PaymentsView.swift")
        #expect(try EngineFixtures.renderContent("___YEAR____") == "2026_")
    }

    @Test func unterminatedMacroReportsTheOpening() throws {
        let error = try #require(EngineFixtures.renderError("let a = 1\n  x ___FILENAME foo"))
        #expect(error.kind == .unterminatedMacro(opening: "___FILENAME"))
        #expect(error.line == 2)
        #expect(error.column == 5)
    }

    @Test func unterminatedMacroAtEndOfInputAndLine() throws {
        let atEnd = try #require(EngineFixtures.renderError("___YEAR"))
        #expect(atEnd.kind == .unterminatedMacro(opening: "___YEAR"))
        #expect((atEnd.line, atEnd.column) == (1, 1))
        let atLineEnd = try #require(EngineFixtures.renderError("___YEAR__\n___"))
        #expect(atLineEnd.kind == .unterminatedMacro(opening: "___YEAR__"))
    }

    @Test func unknownVariableMessageNamesKnownVariablesAndTheFix() throws {
        let text = "import SwiftUI\n\nstruct ___VARIABLE_modulName___View {}"
        let error = try #require(EngineFixtures.renderError(text))
        #expect((error.line, error.column) == (3, 8))
        #expect(
            error.description
                == "Templates/module/___FILEBASENAME___/View/___FILEBASENAME___View.swift:3:8: "
                + "unknown macro '___VARIABLE_modulName___'. Did you mean "
                + "'___VARIABLE_moduleName___'? Known variables: moduleName. Fix the template, or "
                + "declare modulName as an option in its TemplateInfo.plist.")
    }

    @Test func unknownVariableWithNoVariables() throws {
        let values = EngineFixtures.values(variables: [:])
        let error = try #require(EngineFixtures.renderError("___VARIABLE_x___", values: values))
        #expect(
            error.message
                == "unknown macro '___VARIABLE_x___'. No variables are defined. "
                + "Fix the template, or declare x as an option in its TemplateInfo.plist.")
    }

    @Test func unknownMacroSuggestsTheSpelling() throws {
        let error = try #require(EngineFixtures.renderError("a ___Filename___"))
        #expect(error.kind == .unknownMacro(name: "Filename", knownVariables: ["moduleName"]))
        #expect(
            error.message.hasPrefix(
                "unknown macro '___Filename___'. Did you mean '___FILENAME___'? Known macros: FILENAME, FILEBASENAME,"
            ))
        #expect(error.message.hasSuffix("UUID, FILEHEADER, VARIABLE_<name>. Fix the template."))
    }

    @Test func unknownModifierIsReportedWithAGuess() throws {
        let error = try #require(
            EngineFixtures.renderError("\t___VARIABLE_moduleName:lowercamel___"))
        #expect(
            error.kind
                == .unknownModifier(
                    modifier: "lowercamel", token: "___VARIABLE_moduleName:lowercamel___"))
        #expect((error.line, error.column) == (1, 2))
        #expect(
            error.message.hasPrefix(
                "unknown modifier 'lowercamel' in "
                    + "'___VARIABLE_moduleName:lowercamel___'. Did you mean 'lowerCamel'? Known modifiers: identifier,"
            ))
    }

    @Test(arguments: ["___YEAR:___", "___YEAR:xml,___", "___YEAR:xml:xml___"])
    func malformedModifierListIsAnUnknownModifier(text: String) throws {
        let error = try #require(EngineFixtures.renderError(text))
        guard case .unknownModifier = error.kind else {
            Issue.record("expected unknownModifier, got \(error.kind)")
            return
        }
    }

    @Test func columnCountsUnicodeScalarsBeforeTheMacro() throws {
        let error = try #require(EngineFixtures.renderError("ok\n// ünï 🚀 é ___NOPE___"))
        #expect((error.line, error.column) == (2, 12))
    }

    @Test func multiByteTextAroundMacrosIsKept() throws {
        #expect(try EngineFixtures.renderContent("🚀___YEAR___ü") == "🚀2026ü")
    }

    @Test func invalidUTF8NamesTheFileAndPosition() throws {
        let bytes: [UInt8] = Array("line\nab".utf8) + [0xFF] + Array("c".utf8)
        let renderer = MacroRenderer(values: EngineFixtures.values())
        let error = #expect(throws: MacroRenderError.self) {
            try renderer.renderContent(
                bytes, outputFileName: "Logo.swift", templatePath: "t/Logo.swift")
        }
        #expect(error?.kind == .invalidUTF8(byte: 0xFF, fileName: "Logo.swift"))
        #expect(
            error?.description
                == "t/Logo.swift:2:3: 'Logo.swift' is not valid UTF-8 text (byte 0xFF). "
                + "Save the template as UTF-8; binary files are copied unrendered.")
    }

    @Test(
        arguments: [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80],
        ] as [[UInt8]])
    func invalidUTF8SequencesAreFound(bytes: [UInt8]) {
        #expect(UTF8Validator.firstInvalidOffset(in: [0x41] + bytes) == 1)
    }

    @Test func validUTF8Passes() {
        #expect(UTF8Validator.firstInvalidOffset(in: Array("aé€🚀".utf8)) == nil)
    }

    @Test func pathErrorsReportTheColumnInThePath() throws {
        let renderer = MacroRenderer(values: EngineFixtures.values())
        let error = #expect(throws: MacroRenderError.self) {
            try renderer.renderPath("módule/___NAME___.swift")
        }
        #expect(error?.line == 1)
        #expect(error?.column == 8)
        #expect(error?.templatePath == "módule/___NAME___.swift")
    }

    @Test func renderingIsLinearOnUnderscoreFloods() throws {
        let size = 200_000
        let underscores = String(repeating: "_", count: size)
        #expect(try EngineFixtures.renderContent(underscores).utf8.count == size)
        let lowercaseOpenings = String(repeating: "___a", count: size / 4)
        #expect(try EngineFixtures.renderContent(lowercaseOpenings) == lowercaseOpenings)
        let macros = String(repeating: "___YEAR___", count: size / 10)
        #expect(try EngineFixtures.renderContent(macros).utf8.count == size / 10 * 4)
        let unterminated = "___YEAR" + String(repeating: "A_B:,", count: size / 5) + " "
        #expect(EngineFixtures.renderError(unterminated)?.column == 1)
    }
}
