import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

struct InterruptedRunRecoveryTests {
    @Test func nextRunRemovesStagingFoldersOfDeadProcesses() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write(".viper-gen-staging-4000001-ab12/tree-0/Payments/x.swift", "partial")
        try root.makeDirectory(".viper-gen-staging-4000001-ab12/backups")
        try root.write(".viper-gen-staging-4000002-cd34/backups/3", "only copy of an original")
        try root.makeDirectory(".viper-gen-staging-77-ef56")
        try root.write(".viper-gen-staging-notapid/x", "")
        let alive: (Int32) -> Bool = { $0 == 77 }

        let summary = try OutputFixtures.writer(isProcessAlive: alive).write(
            OutputPlan(
                rootDirectory: root.absolutePath, files: [PlannedFile(path: "A.swift", text: "a")]),
            policy: .refuse)

        #expect(
            summary.recovery.removed.map(\.pathString) == [
                root.path(".viper-gen-staging-4000001-ab12")
            ])
        #expect(
            summary.recovery.kept.map(\.pathString) == [
                root.path(".viper-gen-staging-4000002-cd34")
            ])
        #expect(
            try DirectorySnapshot(of: root.path).paths.filter { !$0.contains("/") } == [
                ".viper-gen-staging-4000002-cd34", ".viper-gen-staging-77-ef56",
                ".viper-gen-staging-notapid", "A.swift",
            ])
    }

    @Test func processLivenessUsesKill() {
        #expect(Processes.isAlive(getpid()))
        #expect(!Processes.isAlive(0))
        #expect(StagingArea.processID(inName: ".viper-gen-staging-123-abc") == 123)
        #expect(StagingArea.processID(inName: "Payments") == nil)
    }
}
