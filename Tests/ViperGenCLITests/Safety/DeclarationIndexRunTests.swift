import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Runs that keep a declaration index still refuse every clash: one added after the index was
/// written, and one behind a corrupt index; a dry run and a refused run write no index.
@Suite("Safety: the declaration index")
struct DeclarationIndexRunTests {
    private let index = ".viper-gen/declaration-index"

    /// Runs viper-gen with the fixed flags in `project` with the real settling time, so the
    /// index keeps what is older than a second.
    private func run(_ arguments: [String], in project: URL) -> TestRun {
        let captured = CapturedConsole()
        var environment = TestRun.environment(in: project)
        environment.declarationIndexSettling = 1_000_000_000
        let code = ViperGenTool.run(
            arguments: arguments + TestRun.fixedFlags, environment: environment,
            console: captured.console)
        return TestRun(code: code, out: captured.out, err: captured.err)
    }

    /// A fresh project whose files are older than the settling time, with one module added
    /// (which writes the index).
    private func indexedProject() throws -> (TemporaryFolder, URL) {
        let (folder, project) = try WiringFixture.freshProject()
        Thread.sleep(forTimeInterval: 1.2)
        let warm = run(["module", "Warm"], in: project)
        try #require(warm.code == .success, "\(warm.err)")
        try #require(
            FileManager.default.fileExists(atPath: project.appendingPathComponent(index).path))
        return (folder, project)
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "git")))
    func gitIgnoresTheIndexAndKeepsTheRecordsEvenWithoutTheProjectsGitignore() throws {
        let (folder, project) = try indexedProject()
        defer { withExtendedLifetime(folder) {} }
        // An adopted app's own .gitignore knows nothing of viper-gen.
        try FileManager.default.removeItem(at: project.appendingPathComponent(".gitignore"))
        #expect(try ProgramRun.run("git", ["init", "-q"], in: project).status == 0)
        let listed = try ProgramRun.run(
            "git", ["status", "--porcelain", "--untracked-files=all", ".viper-gen"], in: project)
        #expect(listed.status == 0)
        #expect(!listed.out.contains("declaration-index"), "\(listed.out)")
        #expect(listed.out.contains(".viper-gen/.gitignore"), "\(listed.out)")
        #expect(listed.out.contains(".viper-gen/modules/Warm.json"), "\(listed.out)")
    }

    @Test func aClashAddedAfterTheIndexWasWrittenIsRefusedAndTheIndexKept() throws {
        let (folder, project) = try indexedProject()
        defer { withExtendedLifetime(folder) {} }
        try Data("struct ExtraView {}\n".utf8).write(
            to: project.appendingPathComponent("Sources/MyApp/Legacy.swift"))
        let before = try DirectorySnapshot(of: project.path)

        let refused = run(["module", "Extra"], in: project)

        #expect(refused.code == .cannotCreate)
        #expect(refused.err.contains("type ExtraView"), "\(refused.err)")
        #expect(try DirectorySnapshot(of: project.path) == before)
    }

    @Test func aCorruptIndexIsRebuiltAndHidesNoClash() throws {
        let (folder, project) = try indexedProject()
        defer { withExtendedLifetime(folder) {} }
        let file = project.appendingPathComponent(index)
        try Data("viper-gen declaration index 1\ngarbage\tgarbage\n".utf8).write(to: file)
        try Data("struct PaymentsView {}\n".utf8).write(
            to: project.appendingPathComponent("Sources/MyApp/Legacy.swift"))

        #expect(run(["module", "Payments"], in: project).code == .cannotCreate)
        #expect(run(["module", "Billing"], in: project).code == .success)
        let rebuilt = try Data(contentsOf: file)
        #expect(rebuilt.starts(with: Data("viper-gen declaration index 2\n".utf8)))
        #expect(rebuilt.range(of: Data("MainAssembly.swift".utf8)) != nil)
    }

    @Test func aDryRunWritesNoIndex() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        Thread.sleep(forTimeInterval: 1.2)
        let before = try DirectorySnapshot(of: project.path)

        #expect(run(["module", "Warm", "--dry-run"], in: project).code == .success)

        #expect(try DirectorySnapshot(of: project.path) == before)
    }
}
