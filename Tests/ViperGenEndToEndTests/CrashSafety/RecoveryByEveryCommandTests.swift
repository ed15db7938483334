import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenOutput

/// After a run killed between two renames, every command that reads the project first
/// completes or undoes it, even one that then refuses its arguments; a dry run, which writes
/// nothing, refuses to describe the half-written project and says how to finish it.
@Suite("Crash safety: every command recovers first")
struct RecoveryByEveryCommandTests {
    /// A project with a `module Payments` run killed in the middle of its commit.
    private func interruptedProject() throws -> (TemporaryFolder, URL) {
        let (counted, countedProject) = try WiringFixture.freshProject()
        let counter = FreezingFileSystem()
        run(["module", "Payments"], in: countedProject, on: counter)
        withExtendedLifetime(counted) {}
        // Killed three changes before the end: the commit has begun, so recovery completes it.
        let (folder, project) = try WiringFixture.freshProject()
        let killer = FreezingFileSystem(freezingAfter: counter.changeCount - 3)
        run(["module", "Payments"], in: project, on: killer)
        let left = try staging(in: project)
        try #require(left.count == 1, "the kill left no staging folder")
        // The run died in this process; as a dead process's, its folder names another pid.
        let dead = left[0].replacingOccurrences(
            of: "-\(getpid())-", with: "-\(Int32.max - 1)-")
        try FileManager.default.moveItem(
            at: project.appendingPathComponent(left[0]), to: project.appendingPathComponent(dead))
        try Data(#"{"version": 1, "modules": ["Profile"]}"#.utf8).write(
            to: project.appendingPathComponent("viper-gen.spec.json"))
        return (folder, project)
    }

    private func run(_ arguments: [String], in project: URL, on fileSystem: FreezingFileSystem) {
        var environment = TestRun.environment(in: project)
        environment.fileSystem = fileSystem
        _ = ViperGenTool.run(
            arguments: arguments + TestRun.fixedFlags, environment: environment,
            console: CapturedConsole().console)
    }

    private func staging(in project: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
            $0.hasPrefix(StagingArea.namePrefix)
        }
    }

    @Test(arguments: [["templates"], ["module", "1bad", "-q"], ["service", "Network", "-q"]])
    func aCommandCompletesTheInterruptedRunFirst(_ arguments: [String]) throws {
        let (folder, project) = try interruptedProject()
        defer { withExtendedLifetime(folder) {} }
        let run = TestRun.run(arguments, in: project)
        #expect(run.err.contains("Completed an interrupted viper-gen run"), "\(run.err)")
        #expect(try staging(in: project).isEmpty)
        let rootApp = try String(
            contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
            encoding: .utf8)
        #expect(rootApp.contains("PaymentsAssembly"))
    }

    @Test func aJSONRunKeepsTheRecoveryNoteInItsDocument() throws {
        let (folder, project) = try interruptedProject()
        defer { withExtendedLifetime(folder) {} }
        let run = TestRun.run(["service", "Network", "--json"], in: project)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(
            run.out.contains("\"notes\" : [\n    \"Completed an interrupted viper-gen run"),
            "\(run.out)")
        #expect(try JSONShape.documented("generation").problems(with: run.out) == [])
    }

    @Test(arguments: [
        ["module", "Profile", "--dry-run"], ["apply", "--dry-run"], ["init", "--dry-run"],
    ])
    func aDryRunRefusesAndSaysHowToFinishIt(_ arguments: [String]) throws {
        let (folder, project) = try interruptedProject()
        defer { withExtendedLifetime(folder) {} }
        let before = try DirectorySnapshot(of: project.path)
        let run = TestRun.run(arguments, in: project)
        #expect(run.code == .busy, "\(run.err)")
        #expect(
            run.err.contains("An interrupted viper-gen run left .viper-gen-staging-"), "\(run.err)")
        #expect(run.err.contains("Run the command without --dry-run"), "\(run.err)")
        #expect(try DirectorySnapshot(of: project.path) == before)
    }
}
