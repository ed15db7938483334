import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 24: one `--json` document of each command, byte for byte.
@Suite("--json: goldens")
struct JSONOutputGoldenTests {
    @Test func moduleInAGeneratedProject() throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        try Self.assert(["module", "Payments"], in: project, golden: "json/module.json")
    }

    @Test func serviceDryRunInAGeneratedProject() throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        try Self.assert(
            ["service", "Network", "--dry-run"], in: project, golden: "json/service.json")
    }

    @Test func projectDryRun() throws {
        let folder = try TemporaryFolder()
        try Self.assert(
            ["project", "Demo", "--dry-run"], in: folder.url, golden: "json/project.json")
    }

    @Test func applyWithAModuleLeftAsIs() throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        try #require(
            WiringFixture.run(["module", "Payments", "--no-register", "-q"], in: project).code
                == .success)
        try Self.assert(["apply"], in: project, golden: "json/apply.json")
    }

    @Test func initAndModuleInAnXcodeApp() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        let run = TestRun.run(["init", "--json"], in: app.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(text: run.out, golden: "json/init.json")
        try Self.assert(["module", "Payments"], in: app.url, golden: "json/xcode-module.json")
    }

    @Test func usageError() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["module", "--json"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(text: run.out, golden: "json/usage-error.json")
    }

    @Test func removeAndRenameInAGeneratedProject() throws {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        for (arguments, golden) in [
            (["remove", "Payments", "--dry-run"], "json/remove.json"),
            (["rename", "Payments", "Billing", "--dry-run"], "json/rename.json"),
            (["outdated"], "json/outdated.json"),
        ] {
            let run = TestRun.run(arguments + ["--json"], in: app.url)
            #expect(run.code == .success, "\(run.err)")
            #expect(run.err.isEmpty, "\(run.err)")
            try GoldenTree.assertMatches(text: run.out, golden: golden)
        }
    }

    /// Runs `arguments` with `--json` and the fixed flags in `folder` and compares its stdout
    /// with `golden`; stderr must stay empty.
    private static func assert(
        _ arguments: [String], in folder: URL, golden: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = WiringFixture.run(arguments + ["--json"], in: folder)
        #expect(run.code == .success, "\(run.err)", sourceLocation: sourceLocation)
        #expect(run.err.isEmpty, "\(run.err)", sourceLocation: sourceLocation)
        try GoldenTree.assertMatches(text: run.out, golden: golden, sourceLocation: sourceLocation)
    }
}
