import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// A plan's deletions: committed with its creations and edits, refused when a file changed,
/// and the folders they empty removed (only those).
@Suite("Deletion inside the transaction", .alsoOnAPFS)
struct DeletionTests {
    @Test func aPlanThatCreatesEditsAndDeletesCommitsAllThree() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let fileSystem = FaultInjectingFileSystem()
        var events: [WriteEvent] = []
        try OutputFixtures.writer(fileSystem).write(
            DeletionFixtures.mixedPlan(root: root.path), policy: .refuse
        ) { events.append($0) }

        #expect(try root.read("RootApp.swift") == "v2")
        #expect(try root.read("App/New.swift") == "new")
        #expect(try root.read("Payments/View/PaymentsView.swift") == "// PaymentsView\n")
        let paths = try DirectorySnapshot(of: root.path).paths
        #expect(!paths.contains("App/Old.swift"))
        #expect(!paths.contains { $0.hasPrefix("Billing") || $0.hasPrefix(".viper-gen") })
        #expect(paths.contains("App/Keep.swift"))
        // Only the outermost emptied folder is reported: its subfolders went with it.
        #expect(
            Array(events.suffix(6)) == [
                .createdFile("App/New.swift"), .updatedFile("RootApp.swift"),
                .deletedFile("App/Old.swift"), .deletedFile("Billing/View/BillingView.swift"),
                .deletedFile("Billing/Router/BillingRouter.swift"), .removedDirectory("Billing"),
            ])
        #expect(events.map(\.line).last == "Removing Billing/")
        // Each deleted file got a backup (a second name) before the commit, as edits do.
        #expect(fileSystem.log.filter { $0.operation == .link }.count == 4)
    }

    @Test func theCheckedPlanShowsDeletionsAndTheFoldersTheyEmpty() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let checked = try OutputPlanChecker(fileSystem: TestFileSystem.current)
            .check(DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)

        #expect(checked.files.suffix(3).map(\.disposition) == [.delete, .delete, .delete])
        #expect(checked.emptiedDirectories == ["Billing/View", "Billing/Router", "Billing"])
        #expect(checked.hasChanges)
        #expect(WriteEventBuilder.events(for: checked).last == .removedDirectory("Billing"))
        let deletionsOnly = OutputPlan(
            rootDirectory: root.absolutePath, files: Array(checked.plan.files.suffix(3)))
        #expect(
            try OutputPlanChecker(fileSystem: TestFileSystem.current)
                .check(deletionsOnly, policy: .refuse).hasChanges)
    }

    @Test func aChangedOrMissingFileRefusesThePlanWithNothingTouched() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        try root.write("Billing/View/BillingView.swift", "// edited by hand\n")
        var plan = DeletionFixtures.mixedPlan(root: root.path)
        plan.files.append(.deletion(of: "Gone/Missing.swift", original: Array("x".utf8)))
        plan.files.append(.deletion(of: "App/Missing.swift", original: Array("x".utf8)))
        let before = try DirectorySnapshot(of: root.path)

        #expect {
            try OutputFixtures.writer(TestFileSystem.current).write(plan, policy: .overwrite)
        } throws: { error in
            error as? OutputError
                == .conflicts([
                    FileConflict(path: "Billing/View/BillingView.swift", reason: .changedSinceRead),
                    FileConflict(path: "Gone/Missing.swift", reason: .removedSinceRead),
                    FileConflict(path: "App/Missing.swift", reason: .removedSinceRead),
                ])
        }
        #expect(try DirectorySnapshot(of: root.path) == before)
    }

    /// Writes the mixed plan while another program writes `text` to `path` just as the commit
    /// is recorded (append 1); expects the tree as before but for that file, and returns what
    /// the write threw.
    private func writeWhileAnotherProgramWrites(_ text: String, to path: String) throws
        -> (any Error)?
    {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.beforeOperation = { operation, occurrence in
            guard operation == .append, occurrence == 1 else { return }
            try? root.write(path, text)
        }
        var thrown: (any Error)?
        do {
            try OutputFixtures.writer(fileSystem).write(
                DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)
        } catch {
            thrown = error
        }
        let expected = try TemporaryFolder()
        defer { expected.remove() }
        try DeletionFixtures.prepareTree(expected)
        try expected.write(path, text)
        #expect(try DirectorySnapshot(of: root.path) == DirectorySnapshot(of: expected.path))
        return thrown
    }

    @Test func aFileChangedBetweenCheckAndCommitRollsEverythingBack() throws {
        let error = try writeWhileAnotherProgramWrites(
            "// edited meanwhile\n", to: "Billing/View/BillingView.swift")
        #expect(
            error as? OutputError
                == .conflicts([
                    FileConflict(path: "Billing/View/BillingView.swift", reason: .changedSinceRead)
                ]))
    }

    @Test func emptiedFoldersGoAndFoldersWithOtherEntriesStay() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("Top.swift", "top")
        try root.write("A/B/x.swift", "x")
        try root.write("A/C/y.swift", "y")
        try root.write("A/C/.DS_Store", "")
        try root.write("D/z.swift", "z")
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                .deletion(of: "Top.swift", original: Array("top".utf8)),
                .deletion(of: "A/B/x.swift", original: Array("x".utf8)),
                .deletion(of: "A/C/y.swift", original: Array("y".utf8)),
                .deletion(of: "D/z.swift", original: Array("z".utf8)),
                PlannedFile(path: "D/New.swift", text: "new"),
            ])
        let summary = try OutputFixtures.writer(TestFileSystem.current).write(
            plan, policy: .refuse)

        // A/B went; A/C keeps its hidden file, so A stays; D gets a new file; the root stays.
        #expect(
            try DirectorySnapshot(of: root.path).paths == [
                "A", "A/C", "A/C/.DS_Store", "D", "D/New.swift",
            ])
        #expect(
            summary.events.filter { $0 == .removedDirectory($0.path) } == [.removedDirectory("A/B")]
        )
    }

    @Test func aFolderFilledAfterTheCheckIsKeptAndTheWriteUndone() throws {
        let error = try writeWhileAnotherProgramWrites("mine", to: "Billing/Router/Notes.md")
        guard case .cannotWrite(let path, _, let failure) = error as? OutputError else {
            Issue.record("expected a failed write, got \(String(describing: error))")
            return
        }
        #expect(path == "Billing/Router" && failure.code == FileSystemError.Code.notEmpty)
    }

    @Test func aRolledBackDeletionKeepsTheFilesMode() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let before = try DirectorySnapshot(of: root.path)
        // The flush after the renames and deletions fails: everything is undone.
        let fileSystem = FaultInjectingFileSystem(failing: .flush, at: 2, code: EIO)
        #expect(throws: OutputError.self) {
            try OutputFixtures.writer(fileSystem).write(
                DeletionFixtures.mixedPlan(root: root.path), policy: .refuse)
        }
        #expect(try DirectorySnapshot(of: root.path) == before)
        #expect(try LocalFileSystem().permissions(at: root.absolutePath("App/Old.swift")) == 0o640)
    }

    @Test func aDeletionSpeltInAnotherCaseIsAConflictOnEveryDisk() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try DeletionFixtures.prepareTree(root)
        let before = try DirectorySnapshot(of: root.path)
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                .deletion(
                    of: "billing/View/BillingView.swift",
                    original: Array(DeletionFixtures.billingView.utf8)),
                .deletion(of: "App/old.swift", original: Array("old".utf8)),
            ])
        #expect {
            try OutputFixtures.writer(TestFileSystem.current).write(plan, policy: .refuse)
        } throws: { error in
            error as? OutputError
                == .conflicts([
                    FileConflict(
                        path: "billing/View/BillingView.swift",
                        reason: .nameVariant(planned: "billing", existing: "Billing")),
                    FileConflict(
                        path: "App/old.swift",
                        reason: .nameVariant(planned: "App/old.swift", existing: "App/Old.swift")),
                ])
        }
        #expect(try DirectorySnapshot(of: root.path) == before)
    }
}
