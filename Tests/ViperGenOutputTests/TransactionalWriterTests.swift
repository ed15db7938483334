import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

struct TransactionalWriterTests {
    @Test func newModuleFolderAppearsWithOneRename() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let fileSystem = FaultInjectingFileSystem()
        var events: [WriteEvent] = []
        try OutputFixtures.writer(fileSystem).write(
            OutputFixtures.modulePlan(root: root.path), policy: .refuse
        ) { events.append($0) }

        let moves = fileSystem.moves()
        #expect(moves.count == 1)
        #expect(moves.first?.destination == root.path("Payments"))
        #expect(moves.first?.path.contains(StagingArea.namePrefix) == true)
        // One event per file: the folders that hold them are not reported.
        #expect(
            events
                == OutputFixtures.layers.map { .createdFile("Payments/\($0)/Payments\($0).swift") })
        #expect(events.first?.line == "Creating Payments/Assembly/PaymentsAssembly.swift")
        #expect(try root.read("Payments/View/PaymentsView.swift") == "// PaymentsView\n")
        #expect(try DirectorySnapshot(of: root.path).paths.count == 15)
    }

    @Test func filesIntoExistingFoldersMoveOneByOneAndReplacementsKeepPermissions() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("App/Old.swift", "old")
        chmod(root.path("App/Old.swift"), 0o600)
        let fileSystem = FaultInjectingFileSystem()
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(path: "App/New.swift", text: "new"),
                PlannedFile(path: "App/Old.swift", text: "replaced"),
            ],
            emptyDirectories: ["App/Resources"])
        let summary = try OutputFixtures.writer(fileSystem).write(plan, policy: .overwrite)

        #expect(fileSystem.moves().count == 3)  // folder, new file, replacement
        #expect(fileSystem.log.filter { $0.operation == .link }.count == 1)  // the backup
        #expect(
            summary.events == [
                .createdFile("App/New.swift"), .overwroteFile("App/Old.swift"),
                .createdDirectory("App/Resources"),
            ])
        #expect(try root.read("App/Old.swift") == "replaced")
        #expect(try LocalFileSystem().permissions(at: root.absolutePath("App/Old.swift")) == 0o600)
        #expect(
            try LocalFileSystem().entryKind(at: root.absolutePath("App/Resources")) == .directory)
        #expect(try DirectorySnapshot(of: root.path).paths.count == 4)
    }

    @Test func unchangedAndSkippedFilesAreNeverRewritten() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("M/Same.swift", "same")
        try root.write("M/Mine.swift", "user edits")
        let fileSystem = FaultInjectingFileSystem()
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(path: "M/Same.swift", text: "same"),
                PlannedFile(path: "M/Mine.swift", text: "generated"),
            ])
        let summary = try OutputFixtures.writer(fileSystem).write(plan, policy: .skipExisting)

        #expect(summary.events == [.unchangedFile("M/Same.swift"), .skippedFile("M/Mine.swift")])
        #expect(
            fileSystem.log.allSatisfy { [.inspect, .read, .resolve, .list].contains($0.operation) })
        #expect(try root.read("M/Mine.swift") == "user edits")
    }

    @Test func everyConflictIsListedAndNothingIsWritten() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("Payments/View/PaymentsView.swift", "mine")
        try root.write("Payments/Router/PaymentsRouter.swift", "mine")
        try root.makeDirectory("Payments/Assembly/PaymentsAssembly.swift")
        let before = try DirectorySnapshot(of: root.path)

        #expect {
            try OutputFixtures.writer().write(
                OutputFixtures.modulePlan(root: root.path), policy: .refuse)
        } throws: { error in
            guard let error = error as? OutputError, case .conflicts(let conflicts) = error else {
                return false
            }
            let text = error.description
            return conflicts.map(\.path) == [
                "Payments/Assembly/PaymentsAssembly.swift",
                "Payments/Router/PaymentsRouter.swift",
                "Payments/View/PaymentsView.swift",
            ] && text.contains("--force") && text.contains("--skip-existing")
                && text.contains("3 conflicts") && error.category == .conflict
        }
        #expect(try DirectorySnapshot(of: root.path) == before)
    }

    @Test func editUpdatesFileInPlace() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("RootApp.swift", "// Modules\n")
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(
                    path: "RootApp.swift", text: "// Modules\nPayments\n",
                    intent: .edit(original: Array("// Modules\n".utf8)))
            ])
        let summary = try OutputFixtures.writer().write(plan, policy: .refuse)
        #expect(summary.events == [.updatedFile("RootApp.swift")])
        #expect(try root.read("RootApp.swift") == "// Modules\nPayments\n")
    }

    @Test func editFailsWhenFileChangedAfterCheckAndEverythingRollsBack() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("RootApp.swift", "v1")
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.beforeOperation = { operation, count in
            // Another program edits RootApp.swift right before the commit starts.
            if operation == .move && count == 1 { try? root.write("RootApp.swift", "v1 + user") }
        }
        var plan = OutputFixtures.modulePlan(root: root.path)
        plan.files.append(
            PlannedFile(
                path: "RootApp.swift", text: "v2", intent: .edit(original: Array("v1".utf8))))

        #expect(
            throws: OutputError.conflicts([
                FileConflict(path: "RootApp.swift", reason: .changedSinceRead)
            ])
        ) {
            try OutputFixtures.writer(fileSystem).write(plan, policy: .refuse)
        }
        #expect(try DirectorySnapshot(of: root.path).paths == ["RootApp.swift"])
        #expect(try root.read("RootApp.swift") == "v1 + user")
    }
}
