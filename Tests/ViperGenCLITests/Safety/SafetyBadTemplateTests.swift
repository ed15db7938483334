import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenTemplates

/// Broken templates exit 65 with a message naming the file (and line and column where they
/// apply), and leave the output folder exactly as it was.
@Suite("Safety: bad templates", .alsoOnAPFS)
struct SafetyBadTemplateTests {
    @Test(arguments: BadTemplateCase.all)
    func brokenTemplateExits65AndWritesNothing(broken: BadTemplateCase) throws {
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments"] + broken.arguments + TestRun.fixedFlags, in: output.url,
            templates: BadTemplateFixtures.source(broken.fixture))
        let templatePath = BadTemplateFixtures.modulePath(broken.fixture)
        #expect(run.code == .badTemplate)
        #expect(run.err == "Error: \(templatePath)\(broken.messageAfterTemplatePath)\n")
        #expect(run.out.isEmpty)
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func validFixtureGeneratesSoTheCasesAboveTestTheirBreakage() throws {
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments", "-q"] + TestRun.fixedFlags, in: output.url,
            templates: BadTemplateFixtures.source("valid"))
        #expect(run.code == .success, "\(run.err)")
        let view = output.url.appendingPathComponent("Payments/PaymentsView.swift")
        #expect(
            try String(contentsOf: view, encoding: .utf8)
                == "// PaymentsView.swift\nstruct PaymentsView {}\n")
    }

    @Test func setValuesThatStayInsideTheFolderAreUsed() throws {
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments", "-q", "--set", "where=Sources/UI"] + TestRun.fixedFlags,
            in: output.url, templates: BadTemplateFixtures.source("escaping-path"))
        #expect(run.code == .success, "\(run.err)")
        let view = output.url.appendingPathComponent("Sources/UI/PaymentsView.swift")
        #expect(FileManager.default.fileExists(atPath: view.path))
    }

    @Test func setKeysMustBeTemplateOptions() throws {
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments", "--set", "wher=.."] + TestRun.fixedFlags, in: output.url,
            templates: BadTemplateFixtures.source("escaping-path"))
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: Unknown template variable 'wher'. The module template's variables: "
                    + "where.\n"), "\(run.err)")
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func setValueWithAControlCharacterIsRefusedBeforeItReachesAPath() throws {
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments", "--set", "where=a\u{1B}[2Jb"] + TestRun.fixedFlags,
            in: output.url, templates: BadTemplateFixtures.source("escaping-path"))
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: --set where 'a\\u{1B}[2Jb' contains U+001B ESCAPE"))
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func renderedPathWithAControlCharacterIsStillRefusedByTheRenderer() throws {
        let template = try BadTemplateFixtures.source("escaping-path").template(named: "module")
        let values = EngineFixtures.values(
            variables: ["moduleName": "Payments", "where": "a\u{1B}[2Jb"])
        #expect(
            throws: TemplateError.invalidRenderedPath(
                file: BadTemplateFixtures.modulePath("escaping-path")
                    + "/___VARIABLE_where___/___FILEBASENAME___View.swift",
                rendered: "a\u{1B}[2Jb/PaymentsView.swift", reason: "contains control characters")
        ) {
            try TemplateRenderer(values: values).render(template)
        }
    }
}
