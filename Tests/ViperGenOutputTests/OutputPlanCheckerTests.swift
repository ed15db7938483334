import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenOutput

struct OutputPlanCheckerTests {
    private func dispositions(
        _ plan: OutputPlan, _ policy: ExistingFilePolicy
    ) throws -> [FileDisposition] {
        try OutputPlanChecker().check(plan, policy: policy).files.map(\.disposition)
    }

    private func plan(_ root: TemporaryFolder) -> OutputPlan {
        OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(path: "M/new.swift", text: "new"),
                PlannedFile(path: "M/same.swift", text: "same"),
                PlannedFile(path: "M/different.swift", text: "planned"),
            ])
    }

    @Test(arguments: [
        (ExistingFilePolicy.refuse, FileDisposition.conflict(.fileExists)),
        (.overwrite, .overwrite),
        (.skipExisting, .skip),
    ])
    func decidesPerPolicy(policy: ExistingFilePolicy, forDifferent: FileDisposition) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("M/same.swift", "same")
        try root.write("M/different.swift", "on disk")
        #expect(try dispositions(plan(root), policy) == [.create, .unchanged, forDifferent])
    }

    @Test(arguments: [ExistingFilePolicy.refuse, .overwrite, .skipExisting])
    func folderWhereFileGoesAndFileWhereFolderGoesConflictUnderEveryPolicy(
        policy: ExistingFilePolicy
    ) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.makeDirectory("A/file.swift")
        try root.write("B", "a file")
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(path: "A/file.swift", text: "x"), PlannedFile(path: "B/C/f", text: ""),
            ],
            emptyDirectories: ["B/D"])
        let checked = try OutputPlanChecker().check(plan, policy: policy)
        #expect(
            checked.conflicts == [
                FileConflict(path: "A/file.swift", reason: .directoryInTheWay),
                FileConflict(path: "B/C/f", reason: .fileInTheWay(ancestor: "B")),
                FileConflict(path: "B/D", reason: .fileInTheWay(ancestor: "B")),
            ])
    }

    @Test func editDispositions() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("RootApp.swift", "v1")
        try root.write("Views.swift", "changed by user")
        let original = Array("v1".utf8)
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(path: "RootApp.swift", text: "v2", intent: .edit(original: original)),
                PlannedFile(path: "Views.swift", text: "v2", intent: .edit(original: original)),
                PlannedFile(path: "Gone.swift", text: "v2", intent: .edit(original: original)),
                PlannedFile(path: "RootApp.swift.bak", text: "v1", intent: .create),
            ])
        #expect(
            try dispositions(plan, .overwrite) == [
                .update, .conflict(.changedSinceRead), .conflict(.removedSinceRead), .create,
            ])
    }

    @Test func symbolicLinkToFolderInsideRootIsUsable() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.makeDirectory("Real")
        try FileManager.default.createSymbolicLink(
            atPath: root.path("Link"), withDestinationPath: root.path("Real"))
        let plan = OutputPlan(
            rootDirectory: root.absolutePath, files: [PlannedFile(path: "Link/x", text: "")])
        #expect(try dispositions(plan, .refuse) == [.create])
    }

    @Test func symbolicLinkAsFileIsAConflict() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("target.swift", "t")
        try FileManager.default.createSymbolicLink(
            atPath: root.path("link.swift"), withDestinationPath: root.path("target.swift"))
        let plan = OutputPlan(
            rootDirectory: root.absolutePath, files: [PlannedFile(path: "link.swift", text: "")])
        #expect(try dispositions(plan, .overwrite) == [.conflict(.symbolicLink)])
    }

    @Test(arguments: ["Escape/Payments.swift", "EscapeFile"])
    func refusesSymbolicLinkPointingOutsideRoot(path: String) throws {
        let root = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer {
            root.remove()
            outside.remove()
        }
        try outside.write("file", "outside")
        try FileManager.default.createSymbolicLink(
            atPath: root.path("Escape"), withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.path("EscapeFile"), withDestinationPath: outside.path("file"))
        let link = String(path.split(separator: "/")[0])
        let plan = OutputPlan(
            rootDirectory: root.absolutePath, files: [PlannedFile(path: path, text: "")])
        #expect(
            throws: OutputError.unsafePath(path: link, reason: .symbolicLinkOutsideRoot(link: link))
        ) {
            try OutputPlanChecker().check(plan, policy: .overwrite)
        }
    }

    @Test func missingRootIsReported() {
        let plan = OutputPlan(
            rootDirectory: AbsolutePath.root.appending(component: "nonexistent-viper-gen-root"),
            files: [])
        #expect {
            try OutputPlanChecker().check(plan, policy: .refuse)
        } throws: { error in
            guard case .rootUnavailable = error as? OutputError else { return false }
            return (error as? OutputError)?.category == .cannotCreate
        }
    }
}
