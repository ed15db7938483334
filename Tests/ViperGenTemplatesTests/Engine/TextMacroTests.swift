import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// Text macros (FILEHEADER and IDETemplateMacros.plist entries) are rendered where they are
/// used, with the file's own FILENAME, may use each other, replace built-in macros of the same
/// name, and may not use themselves.
@Suite("Text macros")
struct TextMacroTests {
    private func values(_ macros: [String: String]) -> MacroValues {
        var values = EngineFixtures.values()
        values.textMacros = macros.mapValues { TextMacro(text: $0, source: "/m.plist") }
        return values
    }

    @Test func xcodesDefaultFileHeaderFollowsTheTemplatesComment() throws {
        #expect(
            try EngineFixtures.renderContent("//___FILEHEADER___\n\nimport SwiftUI\n")
                == """
                //
                //  PaymentsView.swift
                //  MyApp
                //
                //  Created by Jane Appleseed on 12/2/26.
                //  Copyright © 2026 Acme. All rights reserved.
                //

                import SwiftUI

                """)
    }

    @Test func aOneLineHeaderSitsAfterTheComment() throws {
        let rendered = try EngineFixtures.renderContent(
            "//___FILEHEADER___\n", values: values(["FILEHEADER": " ___FILENAME___, ___YEAR___"]))
        #expect(rendered == "// PaymentsView.swift, 2026\n")
    }

    @Test func macrosUseEachOtherAndReplaceBuiltInOnes() throws {
        let rendered = try EngineFixtures.renderContent(
            "___TEAM___ / ___PROJECTNAME___ / ___PROJECTNAME:lowercase___",
            values: values(["TEAM": "___SQUAD___ squad", "SQUAD": "Core", "PROJECTNAME": "Shop"]))
        #expect(rendered == "Core squad / Shop / shop")
    }

    @Test func aMacroUsingItselfIsAnError() throws {
        let error = try #require(
            EngineFixtures.renderError(
                "___A___", values: values(["A": "x ___B___", "B": "___A___"])))
        #expect(error.kind == .recursiveMacro(chain: ["A", "B", "A"]))
        #expect(error.templatePath == "/m.plist (B)")
        #expect(
            error.message
                == "the macro '___A___' is used inside itself (A → B → A). Change the "
                + "IDETemplateMacros.plist definitions so that no macro refers back to one that "
                + "uses it.")
    }

    @Test func anUnknownMacroInsideAMacroNamesItsPlist() throws {
        let error = try #require(
            EngineFixtures.renderError("___A___", values: values(["A": "\n  ___NOPE___"])))
        #expect(error.templatePath == "/m.plist (A)")
        #expect(error.line == 2 && error.column == 3)
    }

    @Test func variablesAreNotTextMacros() throws {
        let rendered = try EngineFixtures.renderContent(
            "___VARIABLE_moduleName___", values: values(["VARIABLE_moduleName": "x"]))
        #expect(rendered == "Payments")
    }
}
