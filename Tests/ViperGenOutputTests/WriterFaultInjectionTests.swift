import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// Every failure point leaves the destination exactly as before (paths, bytes, no staging).
struct WriterFaultInjectionTests {
    /// A new module folder, a new file and a replacement in an existing folder, and an edit.
    ///
    /// Operation order: createDirectory 1 staging, 2 backups, 3 Payments, 4–10 layers;
    /// write 1 journal, 2–8 module files, 9 App/New, 10 App/Old, 11 RootApp; link 1 App/Old
    /// backup, 2 RootApp backup; flush 1 the staged files; append 1 `commit`, 2 `done`; move 1
    /// Payments tree, 2 App/New, 3 App/Old replaced, 4 RootApp replaced; flush 2 the renames.
    private func mixedPlan(_ root: TemporaryFolder) throws -> OutputPlan {
        try root.write("App/Old.swift", "old")
        try root.write("RootApp.swift", "v1")
        return OutputPlan(
            rootDirectory: root.absolutePath,
            files: OutputFixtures.moduleFiles() + [
                PlannedFile(path: "App/New.swift", text: "new"),
                PlannedFile(path: "App/Old.swift", text: "replaced"),
                PlannedFile(
                    path: "RootApp.swift", text: "v2", intent: .edit(original: Array("v1".utf8))),
            ])
    }

    @Test(arguments: [
        (FileSystemOperation.write, 1, EACCES),  // the journal
        (.write, 3, EACCES),
        (.write, 5, ENOSPC),
        (.write, 10, EACCES),
        (.write, 11, EDQUOT),
        (.createDirectory, 1, EACCES),
        (.createDirectory, 2, EACCES),
        (.createDirectory, 4, EROFS),
        (.flush, 1, EIO),  // the staged files, before the commit
        (.append, 1, ENOSPC),  // recording the commit
        (.move, 1, EXDEV),
        (.move, 2, EACCES),
        (.move, 3, EACCES),  // App/Old.swift replaced: its original is still in place
        (.move, 4, EACCES),  // the very last rename
        (.flush, 2, EIO),  // the renames: undone
    ])
    func failureLeavesDestinationUnchanged(
        operation: FileSystemOperation, occurrence: Int, code: Int32
    ) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let plan = try mixedPlan(root)
        let before = try DirectorySnapshot(of: root.path)
        let fileSystem = FaultInjectingFileSystem(failing: operation, at: occurrence, code: code)

        #expect {
            try OutputFixtures.writer(fileSystem).write(plan, policy: .overwrite)
        } throws: { error in
            guard let error = error as? OutputError, case .cannotWrite(_, _, let failure) = error
            else { return false }
            return failure.code == code && error.category == .cannotCreate
        }
        #expect(try DirectorySnapshot(of: root.path) == before)
    }

    @Test(arguments: [1, 40])
    func aWriteFlushesTwiceHoweverManyFiles(modules: Int) throws {
        // The durability policy (docs/safety.md): one flush of the staged files before the
        // commit, one of the renames after it; none per file, for one module or a batch.
        let root = try TemporaryFolder()
        defer { root.remove() }
        let files = (1...modules).flatMap { OutputFixtures.moduleFiles("Module\($0)") }
        let fileSystem = FaultInjectingFileSystem()
        try OutputFixtures.writer(fileSystem).write(
            OutputPlan(rootDirectory: root.absolutePath, files: files), policy: .refuse)
        let flushes = fileSystem.log.filter { $0.operation == .flush }
        #expect(flushes.count == 2)
        let commit = fileSystem.log.firstIndex { $0.operation == .append }
        let firstMove = fileSystem.log.firstIndex { $0.operation == .move }
        #expect(fileSystem.log.firstIndex { $0.operation == .flush }! < commit!)
        #expect(fileSystem.log.lastIndex { $0.operation == .flush }! > firstMove!)
    }

    @Test func permissionDeniedMessageNamesPathProblemAndFix() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        // Write 1 is the journal; 7 the sixth module file.
        let fileSystem = FaultInjectingFileSystem(failing: .write, at: 7, code: EACCES)
        let plan = OutputFixtures.modulePlan(root: root.path)
        #expect {
            try OutputFixtures.writer(fileSystem).write(plan, policy: .refuse)
        } throws: { error in
            String(describing: error)
                == "Cannot write Payments/View/PaymentsView.swift: permission denied. "
                + "Check the permissions of \(plan.displayRootPath) "
                + "or choose another folder with -o."
        }
        #expect(try DirectorySnapshot(of: root.path).paths.isEmpty)
    }

    @Test func failedRollbackKeepsStagingFolderWithOriginals() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let plan = try mixedPlan(root)
        // Move 4 (replacing RootApp.swift) fails, then move 5 (putting App/Old.swift's
        // original back) fails too.
        let fileSystem = FaultInjectingFileSystem(faults: [
            .init(operation: .move, occurrence: 4, code: EACCES),
            .init(operation: .move, occurrence: 5, code: EIO),
        ])
        var stagingFolder = ""
        #expect {
            try OutputFixtures.writer(fileSystem).write(plan, policy: .overwrite)
        } throws: { error in
            guard let error = error as? OutputError,
                case .rollbackIncomplete(let cause, let failures, let staging) = error
            else { return false }
            stagingFolder = staging
            return cause.category == .cannotCreate && failures.count == 1
                && error.description.contains(staging) && error.category == .rollbackIncomplete
        }
        let backup = try LocalFileSystem().readFile(
            at: AbsolutePath(validating: stagingFolder + "/backups/8"))
        #expect(String(decoding: backup, as: UTF8.self) == "old")
        #expect(try DirectorySnapshot(of: root.path).entries["Payments"] == nil)
        let report = try InterruptedRunRecovery(isProcessAlive: { _ in false })
            .recover(in: root.absolutePath)
        #expect(report.entries.map(\.outcome) == [.rolledBack])
    }
}
