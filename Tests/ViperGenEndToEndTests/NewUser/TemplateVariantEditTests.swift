import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 37: `templates export module` writes four variant folders; the message says which one
/// the project's modules are made from, an edit of another one leaves every module up to date,
/// and a dry run of `update` writes nothing, whatever it finds.
@Suite("Editing an exported template's variant folders")
struct TemplateVariantEditTests {
    private let template = ".viper-gen/templates/module"
    private let view = "/___FILEBASENAME___/View/___FILEBASENAME___View.swift"

    /// The generated SwiftUI project (observation Observable, tests SwiftTesting) with
    /// Payments, the project's copy of the module template, and the export's output.
    private func app() throws -> (app: TemporaryFolder, export: TestRun) {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let export = TestRun.run(["templates", "export", "module", template], in: app.url)
        try #require(export.code == .success, "\(export.err)")
        return (app, export)
    }

    @Test func theExportSaysWhichVariantFolderTheProjectUses() throws {
        let export = try app().export
        let text = export.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let expected: String = [
            "Its files lie in 4 variant folders, one per combination of the options",
            "observation, tests: ObservableSwiftTesting/ is the one this project's",
            ".viper-gen.json (observation=Observable, tests=SwiftTesting) picks, so edit",
            "that one. The others (ObservableObjectSwiftTesting/, ObservableObjectXCTest/,",
            "ObservableXCTest/) are for modules made with other values",
        ].joined(separator: " ")
        #expect(text.contains(expected), "\(export.out)")
    }

    @Test func outsideAProjectTheExportNamesTheDefaultsVariant() throws {
        let folder = try TemporaryFolder("viper-gen-export")
        let run = TestRun.run(["templates", "export", "module", "Copy"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "ObservableObjectSwiftTesting/ is the one the options' defaults "
                    + "(observation=ObservableObject, tests=SwiftTesting) picks"), "\(run.out)")
        // A template with one set of files says nothing of variants.
        let service = TestRun.run(["templates", "export", "service", "Service"], in: folder.url)
        #expect(!service.out.contains("variant"), "\(service.out)")
    }

    @Test func anEditOfAnUnusedVariantLeavesEveryModuleUpToDate() throws {
        let app = try app().app
        let unused = template + "/ObservableObjectXCTest" + view
        try app.write(unused, try app.read(unused) + "// The team's footer.\n")
        let before = try DirectorySnapshot(of: app.path)

        let outdated = TestRun.run(["outdated"], in: app.url)
        #expect(outdated.code == .success, "\(outdated.err)")
        #expect(
            outdated.out
                == "Every recorded module and service (2) was made with its template as it is "
                + "now.\n")
        for arguments in [["update", "--dry-run"], ["update"]] {
            let update = TestRun.run(arguments, in: app.url)
            #expect(update.code == .success, "\(update.err)")
            #expect(update.out.hasSuffix("nothing to update.\n"), "\(update.out)")
            #expect(try DirectorySnapshot(of: app.path) == before, "\(arguments)")
        }
    }

    @Test func anEditOfTheUsedVariantOutdatesItsModulesAndADryRunWritesNothing() throws {
        let app = try app().app
        let used = template + "/ObservableSwiftTesting" + view
        try app.write(used, try app.read(used) + "// The team's footer.\n")
        let before = try DirectorySnapshot(of: app.path)

        let outdated = TestRun.run(["outdated"], in: app.url)
        #expect(
            outdated.out.hasSuffix(
                "2 of 2 recorded modules and services were made with a "
                    + "template that has changed since.\n"), "\(outdated.out)")
        let dryRun = TestRun.run(["update", "--dry-run"], in: app.url)
        #expect(dryRun.code == .success, "\(dryRun.err)")
        #expect(
            dryRun.out.contains("Would update Payments to its template as it is now: 1 updated."))
        // The whole tree, hidden folders and records included, byte for byte.
        #expect(try DirectorySnapshot(of: app.path) == before)
        let update = TestRun.run(["update"], in: app.url)
        #expect(update.code == .success, "\(update.err)")
        #expect(try DirectorySnapshot(of: app.path) != before)
    }

    @Test func aModuleMadeWithAnotherVariantIsOutdatedByThatOneOnly() throws {
        let app = try app().app
        try LifecycleApp.add(["module", "Profile", "--set", "tests=XCTest"], to: app)
        let xctest = template + "/ObservableXCTest" + view
        try app.write(xctest, try app.read(xctest) + "// The team's footer.\n")

        let outdated = TestRun.run(["outdated"], in: app.url)

        #expect(outdated.out.hasPrefix("Profile (module)"), "\(outdated.out)")
        #expect(
            outdated.out.hasSuffix(
                "1 of 3 recorded modules and services were made with a "
                    + "template that has changed since.\n"), "\(outdated.out)")
    }
}
