import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// Staging folders left by a killed run (SIGKILL cannot be caught) are removed by the next
/// run that writes in the same folder; one still holding backups is kept.
@Suite("Safety: stale staging folders")
struct SafetyStaleStagingTests {
    /// The id of a process that has exited and been reaped.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let pid = process.processIdentifier
        try #require(!Processes.isAlive(pid))
        return pid
    }

    @Test(.alsoOnAPFS) func handMadeStaleFolderOfADeadRunIsRemovedByTheNextRun() throws {
        let output = try GuardedFolder()
        let stale = output.url.appendingPathComponent(
            ".viper-gen-staging-\(try deadProcessID())-abc")
        let partial = stale.appendingPathComponent("tree-0/Payments/View/PaymentsView.swift")
        try FileManager.default.createDirectory(
            at: partial.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// half".utf8).write(to: partial)
        try FileManager.default.createDirectory(
            at: stale.appendingPathComponent("backups"), withIntermediateDirectories: true)

        let run = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: output.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(WriteWindow.stagingFolders(in: output.url).isEmpty)
    }

    @Test(.alsoOnAPFS) func staleFolderHoldingBackupsIsKept() throws {
        let output = try GuardedFolder()
        let stale = output.url.appendingPathComponent(
            ".viper-gen-staging-\(try deadProcessID())-abc")
        let backup = stale.appendingPathComponent("backups/0")
        try FileManager.default.createDirectory(
            at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// the only copy of an original".utf8).write(to: backup)

        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: output.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: backup.path))
        #expect(
            run.err.contains("Warning: \(stale.lastPathComponent) was left by an interrupted run"))
    }

    @Test(.alsoOnAPFS) func staleFolderStaysWhileTheNextRunIsRefusedForAnExistingModule() throws {
        let output = try GuardedFolder()
        let first = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: output.url)
        try #require(first.code == .success, "\(first.err)")
        let stale = output.url.appendingPathComponent(
            ".viper-gen-staging-\(try deadProcessID())-abc")
        try FileManager.default.createDirectory(
            at: stale.appendingPathComponent("backups"), withIntermediateDirectories: true)

        let again = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: output.url)

        #expect(again.code == .cannotCreate)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        let next = TestRun.run(["module", "Orders", "-q"] + TestRun.fixedFlags, in: output.url)
        #expect(next.code == .success, "\(next.err)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test func sigkillInTheWriteWindowLeavesNothingOrTheWholeProjectAndTheNextRunCleansUp()
        throws
    {
        let reference = try ReferenceProject.snapshot()
        var killedBeforeCommit = 0
        for _ in 0..<30 where killedBeforeCommit == 0 {
            let output = try GuardedFolder()
            let binary = try LaunchedBinary(ReferenceProject.arguments, in: output.url)
            guard WriteWindow.signal(SIGKILL, to: binary, whenStagingIn: output.url) else {
                _ = binary.wait()
                continue
            }
            #expect(binary.wait().killingSignal == SIGKILL)
            #expect(WriteWindow.stagingFolders(in: output.url).count == 1)
            let shop = output.url.appendingPathComponent("Shop").path
            if FileManager.default.fileExists(atPath: shop) {
                #expect(try DirectorySnapshot(of: shop) == reference)
                try expectCleanedAfterTheProjectExists(output)
            } else {
                killedBeforeCommit += 1
                #expect(output.isUnchangedExceptStaging, "\(output.listing)")
                let next = try LaunchedBinary.run(ReferenceProject.arguments, in: output.url)
                #expect(next.exitStatus == 0, "\(next)")
                #expect(WriteWindow.stagingFolders(in: output.url).isEmpty, "\(output.listing)")
                #expect(try DirectorySnapshot(of: shop) == reference)
            }
        }
        #expect(killedBeforeCommit > 0, "no run was killed before its commit")
    }

    /// After a SIGKILL that came after the commit: rerunning the same command is refused
    /// (exit 73) before the writer runs, so only the next writing run removes the folder.
    private func expectCleanedAfterTheProjectExists(_ output: GuardedFolder) throws {
        let again = try LaunchedBinary.run(ReferenceProject.arguments, in: output.url)
        #expect(again.exitStatus == 73, "\(again)")
        #expect(WriteWindow.stagingFolders(in: output.url).isEmpty)
        var other = ReferenceProject.arguments
        other[1] = "Other"
        let next = try LaunchedBinary.run(other, in: output.url)
        #expect(next.exitStatus == 0, "\(next)")
        #expect(WriteWindow.stagingFolders(in: output.url).isEmpty, "\(output.listing)")
    }
}
