import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 23: `viper-gen init` records each module and service it finds, marked as found, so
/// that `check`, `rename` and `remove` know it while never taking its files for viper-gen's.
@Suite("init: records of what it finds")
struct InitRecordsTests {
    /// The generated project of each style (its golden), by the name of its records' golden.
    static let styles = [
        ("swiftui", "project/MyApp"), ("uikit", "uikit-project/Demo"),
        ("routed", "routed-project/Demo"), ("builder", "builder-project/Demo"),
        ("generic", "generic-project/Demo"),
        ("swiftui-with-modules", "project-with-modules/MyApp"),
    ]

    /// A copy of the generated project `golden` without its config and records: an app made
    /// without viper-gen, to adopt.
    static func unadopted(_ golden: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-init-records")
        try folder.copyContents(
            of: RepositoryPaths.goldens.appendingPathComponent(golden),
            skipping: [ProjectConfig.fileName, GenerationRecord.folder])
        return folder
    }

    @Test(arguments: styles)
    func adoptingAnAppRecordsEachModuleAndServiceItFinds(style: String, golden: String) throws {
        let app = try Self.unadopted(golden)

        let run = KitRun.initialize(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Creating .viper-gen/modules/Main.json\n"), "\(run.out)")
        try GoldenTree.assertMatches(
            app.url.appendingPathComponent(GenerationRecord.folder),
            golden: "init/records-\(style)")
    }

    @Test func checkNamesAFoundModuleOnceAndOutdatedLeavesItOut() throws {
        let app = try Self.unadopted("project/MyApp")
        try #require(KitRun.initialize(.with { $0.quiet = true }, in: app.url).code == .success)

        let check = KitRun.run(in: app.url) { environment, console in
            try Checker(options: CheckOptions(), environment: environment, console: console)
                .run()
        }
        let outdated = KitRun.run(in: app.url) { environment, console in
            try OutdatedFinder(
                options: OutdatedOptions(), environment: environment, console: console
            ).run()
        }

        #expect(check.code == .success, "\(check.out)\(check.err)")
        #expect(
            check.out.hasPrefix(
                ".viper-gen/modules/Main.json: found by init, not made by viper-gen "
                    + "(informational)\n"), "\(check.out)")
        #expect(!check.out.contains("edited since"), "\(check.out)")
        #expect(outdated.code == .success, "\(outdated.err)")
        #expect(!outdated.out.contains("Main"), "\(outdated.out)")
    }

    @Test func removingAFoundModuleNeedsForce() throws {
        let app = try Self.unadopted("project/MyApp")
        try #require(KitRun.initialize(.with { $0.quiet = true }, in: app.url).code == .success)
        let adopted = try DirectorySnapshot(of: app.path)

        var removal = RemoveOptions()
        removal.names = ["Main"]
        let refused = KitRun.run(in: app.url) { [removal] environment, console in
            try Remover(options: removal, environment: environment, console: console).run()
        }

        #expect(refused.code == .cannotCreate, "\(refused.err)")
        #expect(
            refused.err.contains("  Sources/MyApp/Classes/Modules/Main/View/MainView.swift\n"),
            "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == adopted)
        removal.force = true
        let forced = KitRun.run(in: app.url) { [removal] environment, console in
            try Remover(options: removal, environment: environment, console: console).run()
        }
        #expect(forced.code == .success, "\(forced.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Main.json")))
        #expect(
            !FileManager.default.fileExists(atPath: app.path("Sources/MyApp/Classes/Modules/Main")))
    }

    @Test func aDryRunShowsTheRecordsAndWritesNothing() throws {
        let app = try Self.unadopted("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.initialize(.with { $0.dryRun = true }, in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "Records of the modules and services found, not made by viper-gen, would be:\n"
                    + "  .viper-gen/modules/Main.json\n"), "\(run.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func adoptingAgainKeepsTheRecordsThere() throws {
        let app = try Self.unadopted("project/MyApp")
        try #require(KitRun.initialize(.with { $0.quiet = true }, in: app.url).code == .success)
        // A record `module` wrote, standing in for one made after the first adoption.
        let record = ".viper-gen/modules/Main.json"
        let made = try String(
            contentsOf: RepositoryPaths.goldens.appendingPathComponent("project/MyApp/" + record),
            encoding: .utf8)
        try app.write(record, made)

        let again = KitRun.initialize(
            .with {
                $0.force = true
                $0.quiet = true
            }, in: app.url)

        #expect(again.code == .success, "\(again.err)")
        #expect(try app.read(record) == made)
    }
}
