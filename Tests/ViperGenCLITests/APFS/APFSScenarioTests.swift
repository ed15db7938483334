import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// What a Mac user meets because the disk takes names that differ only in case for one.
@Suite("APFS: scenarios on a case-insensitive disk")
struct APFSScenarioTests {
    @Test(.alsoOnAPFS, arguments: ["payments", "PAYMENTS"])
    func aModuleNamedLikeAnExistingOneButForCaseIsRefusedAndWritesNothing(name: String) throws {
        let (folder, project) = try WiringFixture.freshProject()
        let first = WiringFixture.run(["module", "Payments"], in: project)
        try #require(first.code == .success, "\(first.err)")
        let before = try DirectorySnapshot(of: folder.url.path)

        let run = WiringFixture.run(["module", name], in: project)

        #expect(run.code != .success, "\(run.out)")
        #expect(run.err.hasPrefix("Error: "), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    @Test func anOutputFolderSpeltInAnotherCaseIsTheExistingFolderOnAMac() throws {
        let folder = try TemporaryFolder("viper-gen-apfs-scenario")
        try folder.makeDirectory("out")

        let run = TestFileSystem.taskLocal.withValue(APFSFileSystem()) {
            TestRun.run(
                ["project", "MyApp", "-o", "Out", "-q"] + TestRun.fixedFlags, in: folder.url)
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path("out/MyApp/Package.swift")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }

    @Test func anOutputFolderSpeltInAnotherCaseIsRefusedOnLinux() throws {
        // Linux would make Out/ beside out/, two folders a Mac checkout takes for one.
        let folder = try TemporaryFolder("viper-gen-apfs-scenario")
        try folder.makeDirectory("out")

        let run = TestRun.run(
            ["project", "MyApp", "-o", "Out", "-q"] + TestRun.fixedFlags, in: folder.url)

        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                "(1 conflict):\n  Out and the existing out differ only in letter case"),
            "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }

    @Test func anAppFileRenamedByCaseIsEditedUnderItsOwnName() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let sources = project.appendingPathComponent("Sources/MyApp")
        try FileManager.default.moveItem(
            at: sources.appendingPathComponent("RootApp.swift"),
            to: sources.appendingPathComponent("rootApp.swift"))

        let run = TestFileSystem.taskLocal.withValue(APFSFileSystem()) {
            WiringFixture.run(["module", "Orders"], in: project)
        }

        #expect(run.code == .success, "\(run.err)")
        let rootApp = try String(
            contentsOf: sources.appendingPathComponent("rootApp.swift"), encoding: .utf8)
        #expect(rootApp.contains("OrdersAssembly"), "\(run.out)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
                $0.lowercased() == "rootapp.swift"
            } == ["rootApp.swift"])
    }

    @Test func anOutputFolderTypedInAnotherCaseInsideTheProjectIsRegistered() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }

        let run = TestFileSystem.taskLocal.withValue(APFSFileSystem()) {
            WiringFixture.run(
                ["module", "Payments", "-o", "sources/myapp/classes/modules"], in: project)
        }

        #expect(run.code == .success, "\(run.err)")
        let modules = project.appendingPathComponent("Sources/MyApp/Classes/Modules")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: modules.path).contains("Payments"))
        let rootApp = try String(
            contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
            encoding: .utf8)
        #expect(rootApp.contains("PaymentsAssembly"), "\(run.out)")
        #expect(!run.out.contains("sources/myapp"), "shown as the disk spells it:\n\(run.out)")
    }
}
