import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 24: `--json` output of `module`, `service`, `project`, `apply` and `init`, dry and
/// real, has exactly the keys and types docs/reference.md documents, and so do its examples;
/// issue 37: an error is one JSON object on stdout.
@Suite("--json: the documented shape")
struct JSONOutputShapeTests {
    @Test func theReferencesExamplesFitTheirShapes() throws {
        let section = try JSONShape.referenceText()
            .components(separatedBy: "## JSON output of `project`")[1]
        let examples = section.components(separatedBy: "```json\n").dropFirst()
            .map { $0.components(separatedBy: "\n```")[0] }
        try #require(examples.count == 4)
        for (example, shape) in zip(examples, ["generation", "init", "error", "remove"]) {
            #expect(try JSONShape.documented(shape).problems(with: example) == [], "\(shape)")
        }
    }

    @Test func theCheckFindsExtraKeysOtherTypesAndMissingKeys() throws {
        let shape = try JSONShape.documented("error")
        let wrong = """
            {"version": "1", "error": {"exitCode": 64, "extra": true}, "notes": [3],
             "warnings": []}
            """
        #expect(
            shape.problems(with: wrong).sorted() == [
                "error.code: missing", "error.extra: not in the documented shape",
                "error.kind: missing", "error.message: missing",
                "notes[]: number, documented as string", "version: string, documented as number",
            ])
    }

    @Test func moduleServiceAndApplyInAGeneratedProjectFitTheShape() throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        let shape = try JSONShape.documented("generation")
        for arguments in [
            ["module", "Payments", "--dry-run"], ["module", "Payments"],
            ["module", "Payments", "--force"], ["service", "Network", "--dry-run"],
            ["service", "Network"], ["apply", "--dry-run"], ["apply"], ["apply"],
        ] {
            let run = WiringFixture.run(arguments + ["--json"], in: project)
            #expect(run.code == .success, "\(arguments): \(run.err)")
            #expect(run.err.isEmpty, "\(arguments): \(run.err)")
            #expect(shape.problems(with: run.out) == [], "\(arguments)")
        }
        // The runs above exercised registration edits: their keys were checked.
        let settings = WiringFixture.run(["module", "Settings", "--json"], in: project)
        #expect(settings.out.contains("\"registrationEdits\" : [\n    {"), "\(settings.out)")
        #expect(
            settings.out.contains("\"registeredIn\" : [\n        \"Sources/MyApp/RootApp.swift\""))
    }

    @Test func linesLeftToAddByHandAreInTheEntryAndAWarning() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let rootView = project.appendingPathComponent("Sources/MyApp/RootView.swift")
        try String(contentsOf: rootView, encoding: .utf8)
            .replacingOccurrences(
                of: ".navigationDestination(for: Views.self)",
                with: ".navigationDestination(for: Screen.self)"
            )
            .write(to: rootView, atomically: true, encoding: .utf8)

        let run = WiringFixture.run(["module", "Payments", "--json"], in: project)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(try JSONShape.documented("generation").problems(with: run.out) == [])
        #expect(
            run.out.contains("\"file\" : \"Sources/MyApp/RootView.swift\",\n          \"lines\""))
        #expect(
            run.out.contains("\"line\" : \"case .payments: appViewBuilder.build(view: .payments)\"")
        )
        #expect(
            run.out.contains("\"Sources/MyApp/RootView.swift was left unchanged: "), "\(run.out)")
    }

    @Test func projectDryAndRealFitsTheShape() throws {
        let folder = try TemporaryFolder()
        let shape = try JSONShape.documented("generation")
        for arguments in [["project", "Demo", "--dry-run"], ["project", "Demo"]] {
            let run = WiringFixture.run(arguments + ["--json"], in: folder.url)
            #expect(run.code == .success, "\(run.err)")
            #expect(run.err.isEmpty, "\(run.err)")
            #expect(shape.problems(with: run.out) == [], "\(arguments)")
        }
    }

    @Test func initAndModuleInAnXcodeAppFitTheShape() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        for arguments in [["init", "--dry-run"], ["init"]] {
            let run = TestRun.run(arguments + ["--json"], in: app.url)
            #expect(run.code == .success, "\(run.err)")
            #expect(run.err.isEmpty, "\(run.err)")
            #expect(try JSONShape.documented("init").problems(with: run.out) == [], "\(arguments)")
        }
        let shape = try JSONShape.documented("generation")
        for arguments in [["module", "Payments", "--dry-run"], ["module", "Payments"]] {
            let run = WiringFixture.run(arguments + ["--json"], in: app.url)
            #expect(run.code == .success, "\(run.err)")
            #expect(shape.problems(with: run.out) == [], "\(arguments)")
            // The app target's and the test target's memberships.
            #expect(run.out.contains("\"role\" : \"app\""), "\(run.out)")
            #expect(run.out.contains("\"role\" : \"tests\""), "\(run.out)")
        }
    }

    @Test func warningsGoIntoTheDocumentInsteadOfStderr() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/ShopApp.swift",
            "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene {\n"
                + "        WindowGroup { RootView() }\n    }\n}\n")
        // Without the support code, which would declare Views, its absence is warned of.
        let plain = TestRun.run(
            ["init", "--dry-run", "--no-support", "--project-name", "Shop"], in: folder.url)
        #expect(plain.err.contains("Warning: no file declares enum Views"), "\(plain.err)")

        let run = TestRun.run(
            ["init", "--dry-run", "--no-support", "--project-name", "Shop", "--json"],
            in: folder.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(
            run.out.contains("\"warnings\" : [\n    \"no file declares enum Views;"), "\(run.out)")
        #expect(try JSONShape.documented("init").problems(with: run.out) == [])
    }

    @Test(arguments: [
        ["module"], ["module", "Payments", "--bogus"],
        ["service", "A", "--force", "--skip-existing"],
        ["apply", "a.json", "b.json"], ["init", "--style", "nope"], ["project", "My App!"],
    ])
    func errorsAreJSONOnStdoutWithTheSameExitCode(arguments: [String]) throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        let plain = TestRun.run(arguments, in: project)
        #expect(plain.code != .success)

        let run = TestRun.run(arguments + ["--json"], in: project)

        #expect(run.code == plain.code)
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(try JSONShape.documented("error").problems(with: run.out) == [], "\(run.out)")
        let document = try JSONDocument(run.out)
        #expect(document.int("error.exitCode") == Int(plain.code.rawValue), "\(run.out)")
        #expect((document["error.usage"] != nil) == (plain.code == .usage), "\(run.out)")
    }

    @Test func anExistingModuleIsAJSONErrorAndWritesNothing() throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        try #require(WiringFixture.run(["module", "Payments", "-q"], in: project).code == .success)
        let before = try DirectorySnapshot(of: project.path)

        let run = WiringFixture.run(["module", "Payments", "--json"], in: project)

        #expect(run.code == .cannotCreate)
        #expect(run.err.isEmpty)
        #expect(
            try JSONDocument(run.out).string("error.message")?.hasPrefix(
                "The module Payments already exists") == true, "\(run.out)")
        #expect(try DirectorySnapshot(of: project.path) == before)
    }

    @Test func jsonAfterTheEndOfOptionsIsAName() throws {
        #expect(!ViperGenTool.requestsJSON(["module", "--", "--json"]))
        #expect(ViperGenTool.requestsJSON(["remove", "Payments", "--json"]))
        #expect(ViperGenTool.requestsJSON(["init", "--json"]))
        #expect(ViperGenTool.requestsJSON(["-v", "check", "--json"]))
        #expect(!ViperGenTool.requestsJSON(["xcode", "install", "--json"]), "takes no --json")
        #expect(!ViperGenTool.requestsJSON(["--json", "module"]), "before the command")
    }
}
