import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// A plan that creates, edits and deletes, failed at each of its file-system operations and
/// killed after each of its changes: the tree ends as before or as after, never in between.
@Suite("Crash safety: deletions at every step", .alsoOnAPFS)
struct DeletionCrashSafetyTests {
    /// The tree before and after the mixed plan, and the operations (kind and occurrence) of an
    /// undisturbed write, counted by `fileSystem`.
    private func referenceRun(
        on fileSystem: FaultInjectingFileSystem
    ) throws -> (before: DirectorySnapshot, after: DirectorySnapshot) {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let before = try DirectorySnapshot(of: root.path)
        try OutputFixtures.writer(fileSystem).write(
            DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)
        return (before, try DirectorySnapshot(of: root.path))
    }

    @Test func aFailureAtEveryOperationLeavesTheTreeBeforeOrAfter() throws {
        let counter = FaultInjectingFileSystem()
        let (before, after) = try referenceRun(on: counter)
        var seen: [FileSystemOperation: Int] = [:]
        let points = counter.log.map { record -> (FileSystemOperation, Int) in
            seen[record.operation, default: 0] += 1
            return (record.operation, seen[record.operation]!)
        }
        try #require(points.count > 60, "the write made \(points.count) operations")

        var refused = 0
        for (operation, occurrence) in points {
            let root = try TemporaryFolder()
            defer { root.remove() }
            try DeletionFixtures.prepareTree(root)
            let fileSystem = FaultInjectingFileSystem(failing: operation, at: occurrence, code: EIO)
            let point = "\(operation) \(occurrence)"
            do {
                try OutputFixtures.writer(fileSystem).write(
                    DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)
            } catch {
                refused += 1
                #expect(try DirectorySnapshot(of: root.path) == before, "\(point): \(error)")
                continue
            }
            // A failure after the commit (recording `done`, removing the staging folder) keeps
            // the write; the next run clears what is left.
            _ = try DeletionFixtures.recover(in: root.path)
            #expect(try DirectorySnapshot(of: root.path) == after, "\(point)")
        }
        #expect(refused > 0 && refused < points.count)
    }

    @Test func aKillAfterEveryChangeIsRecoveredToBeforeOrAfter() throws {
        let counter = FreezingFileSystem()
        let (before, after) = try referenceRun(on: FaultInjectingFileSystem())
        let reference = try TemporaryFolder()
        defer { reference.remove() }
        try DeletionFixtures.prepareTree(reference)
        try OutputFixtures.writer(counter).write(
            DeletionFixtures.mixedPlan(root: reference.path), policy: .refuse)
        let changes = counter.changeCount
        try #require(changes > 20, "the write made \(changes) changes")

        var outcomes: [String: Int] = [:]
        for killPoint in 0...changes {
            let root = try TemporaryFolder()
            defer { root.remove() }
            try DeletionFixtures.prepareTree(root)
            _ = try? OutputFixtures.writer(FreezingFileSystem(freezingAfter: killPoint)).write(
                DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)
            let report = try DeletionFixtures.recover(in: root.path)
            let result = try DirectorySnapshot(of: root.path)
            #expect(
                result == before || result == after,
                "killed after change \(killPoint) of \(changes): \(report)\n\(result)")
            let outcome = report.entries.first.map { "\($0.outcome)" } ?? "nothing to recover"
            outcomes[outcome, default: 0] += 1
        }
        // Early kills are discarded, kills during the commit completed.
        #expect(outcomes["discarded"] ?? 0 > 0, "\(outcomes)")
        #expect(outcomes["completed"] ?? 0 > 0, "\(outcomes)")
    }

    @Test func aFileSavedAfterTheKillIsNeverDeletedByTheRecovery() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let before = try DirectorySnapshot(of: root.path)
        // Killed just before the first deletion: the commit is recorded, the new files are in
        // place, every file to delete still is.
        let log = FaultInjectingFileSystem()
        _ = try referenceRun(on: log)
        let firstDeletion = try #require(log.log.firstIndex { $0.operation == .remove })
        let changesBefore = log.log.prefix(firstDeletion).filter {
            Self.changes.contains($0.operation)
        }.count
        _ = try? OutputFixtures.writer(FreezingFileSystem(freezingAfter: changesBefore)).write(
            DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)
        #expect(try root.read("Payments/View/PaymentsView.swift") == "// PaymentsView\n")
        // An editor saves the file as editors do: a new file renamed over the old one.
        let edited = "// edited after the kill\n"
        try Data(edited.utf8).write(
            to: root.appending("Billing/View/BillingView.swift"), options: .atomic)

        let report = try DeletionFixtures.recover(in: root.path)
        #expect(report.entries.map(\.outcome) == [.rolledBack])
        var expected = before.entries
        expected["Billing/View/BillingView.swift"] = .file(Array(edited.utf8))
        #expect(try DirectorySnapshot(of: root.path).entries == expected)
    }

    /// The operations `FreezingFileSystem` counts as changes.
    private static let changes: Set<FileSystemOperation> = [
        .write, .append, .createDirectory, .move, .link, .remove,
    ]

    @Test func theJournalRecordsDeletionsAndEmptiedFolders() {
        let journal = TransactionJournal(steps: [
            .replaceFile(index: 3, path: "RootApp.swift"),
            .deleteFile(index: 4, path: "Billing/View/BillingView.swift"),
            .removeDirectory(index: 0, path: "Billing/View"),
        ])
        let text = String(decoding: journal.encodedSteps, as: UTF8.self)
        #expect(text.hasSuffix("delete 4 Billing/View/BillingView.swift\nrmdir 0 Billing/View\n"))
        #expect(TransactionJournal.parse(journal.encodedSteps) == journal)
        #expect(journal.steps.map(\.removes) == [false, true, true])
    }
}
