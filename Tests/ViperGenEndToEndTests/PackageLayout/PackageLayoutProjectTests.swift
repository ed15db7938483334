import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `project MyApp --layout packages`: the generated tree, its config and record, and what the
/// other commands make of it.
@Suite("project --layout packages")
struct PackageLayoutProjectTests {
    /// `project MyApp --layout packages` with the fixed flags and `extra`, in a new folder.
    static func generate(_ extra: [String] = []) throws -> (TemporaryFolder, TestRun) {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["project", "MyApp", "--layout", "packages"] + extra + TestRun.fixedFlags,
            in: folder.url)
        return (folder, run)
    }

    @Test func treeMatchesGolden() throws {
        let (folder, run) = try Self.generate()
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "project-packages/swiftui")
    }

    @Test func uikitTreeMatchesGolden() throws {
        let (folder, run) = try Self.generate(["--style", "uikit"])
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "project-packages/uikit")
    }

    @Test func uikitConfigRecordsTheLayoutAndNoAppFiles() throws {
        let (folder, run) = try Self.generate(["--style", "uikit"])
        #expect(run.code == .success, "\(run.err)")
        let config = try ProjectConfig.decode(
            Array(try Data(contentsOf: folder.appending("MyApp/.viper-gen.json"))),
            file: ".viper-gen.json")
        #expect(config.moduleLayout == .targets(manifest: "Package.swift"))
        #expect(config.appFiles == nil)
        #expect(config.style == "uikit")
    }

    @Test func configRecordsTheLayoutAndTheMovedAppFiles() throws {
        let (folder, run) = try Self.generate()
        #expect(run.code == .success, "\(run.err)")
        let project = folder.appending("MyApp")
        let config = try ProjectConfig.decode(
            Array(try Data(contentsOf: project.appendingPathComponent(".viper-gen.json"))),
            file: ".viper-gen.json")
        #expect(config.moduleLayout == .targets(manifest: "Package.swift"))
        let appFiles = try #require(config.appFiles)
        for (key, path) in appFiles.entries {
            #expect(
                FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path),
                "appFiles.\(key) names \(path), which was not written")
        }
        #expect(appFiles.views == "Sources/Architecture/Services/NavigationService/Views.swift")
        #expect(appFiles.rootApp == "Sources/MyApp/RootApp.swift")
    }

    @Test func mainRecordListsEveryFileWhereItIsWithItsDigest() throws {
        let (folder, run) = try Self.generate()
        #expect(run.code == .success, "\(run.err)")
        let project = folder.appending("MyApp")
        let recordFile = ".viper-gen/modules/Main.json"
        let record = try GenerationRecord.decode(
            Array(try Data(contentsOf: project.appendingPathComponent(recordFile))),
            file: recordFile)
        #expect(record.files.keys.contains("Sources/Main/Assembly/MainAssembly.swift"))
        #expect(record.files.keys.contains("Tests/MainTests/MainPresenterTests.swift"))
        for (path, digest) in record.files {
            let bytes = try Data(contentsOf: project.appendingPathComponent(path))
            #expect(GenerationRecord.digest(Array(bytes)) == digest, "\(path)")
        }
    }

    @Test(arguments: ["swiftui", "uikit"])
    func checkFindsTheNewProjectConsistent(style: String) throws {
        let (folder, run) = try Self.generate(["--style", style])
        #expect(run.code == .success, "\(run.err)")
        let check = TestRun.run(["check"], in: folder.appending("MyApp"))
        #expect(check.code == .success, "\(check.out)\(check.err)")
        #expect(check.out.contains("Consistent"), "\(check.out)")
    }

    @Test func readmeDescribesTheTargetsNotTheClassesFolder() throws {
        let (folder, run) = try Self.generate()
        #expect(run.code == .success, "\(run.err)")
        let readme = try String(
            contentsOf: folder.appending("MyApp/README.md"), encoding: .utf8)
        #expect(!readme.contains("Classes/"), "\(readme)")
        #expect(!readme.contains("Tests/MyAppTests/<Module>"), "\(readme)")
        #expect(readme.contains("Sources/Architecture/\n"))
        #expect(readme.contains("Tests/MainTests/"))
    }

    @Test func noTestsLeavesOutTheModuleTestTarget() throws {
        let (folder, run) = try Self.generate(["--no-tests"])
        #expect(run.code == .success, "\(run.err)")
        let project = folder.appending("MyApp")
        let manifest = try String(
            contentsOf: project.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("MainTests"))
        #expect(manifest.contains(".target(name: \"Architecture\")"))
        #expect(
            !FileManager.default.fileExists(
                atPath: project.appendingPathComponent("Tests/MainTests").path))
    }

    @Test func foldersIsTheDefaultLayout() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["project", "MyApp", "--layout", "folders"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "project")
    }
}
