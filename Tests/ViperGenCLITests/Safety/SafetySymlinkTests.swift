import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// Links on disk never lead a write out of the output folder; `-o` naming a link is the
/// user's choice of folder and is followed.
@Suite("Safety: symbolic links", .alsoOnAPFS)
struct SafetySymlinkTests {
    private let fileManager = FileManager.default

    /// A folder outside the output root holding `Target.swift`, and its snapshot.
    private func makeElsewhere() throws -> (TemporaryFolder, DirectorySnapshot) {
        let elsewhere = try TemporaryFolder("viper-gen-elsewhere")
        try Data("// not yours\n".utf8).write(to: elsewhere.appending("Target.swift"))
        return (elsewhere, try DirectorySnapshot(of: elsewhere.url.path))
    }

    private func link(_ path: URL, to target: URL) throws {
        try fileManager.createDirectory(
            at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(at: path, withDestinationURL: target)
    }

    @Test(arguments: [[String](), ["--force"], ["--skip-existing"]])
    func moduleFolderLinkedOutsideTheProjectIsRefused(flags: [String]) throws {
        let folder = try TemporaryFolder("viper-gen-safety-project")
        let created = TestRun.run(["project", "Shop", "-q"] + TestRun.fixedFlags, in: folder.url)
        try #require(created.code == .success, "\(created.err)")
        let project = folder.appending("Shop")
        let (elsewhere, outside) = try makeElsewhere()
        try link(
            project.appendingPathComponent("Sources/Shop/Classes/Modules/Payments"),
            to: elsewhere.url)
        let before = try DirectorySnapshot(of: folder.url.path)

        let run = TestRun.run(["module", "Payments"] + flags + TestRun.fixedFlags, in: project)

        #expect(run.code == .cannotCreate)
        #expect(
            run.err
                == "Error: Refusing to write 'Sources/Shop/Classes/Modules/Payments': the "
                + "symbolic link Sources/Shop/Classes/Modules/Payments points outside "
                + "the output folder, and viper-gen never writes through it. Remove the link, "
                + "or pass its target with -o.\n")
        #expect(try DirectorySnapshot(of: elsewhere.url.path) == outside)
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    @Test(arguments: ["Payments/View/PaymentsView.swift", "Payments/View"])
    func linkInsideAnExistingModuleLeadingOutIsRefusedWithForce(linkPath: String) throws {
        let output = try GuardedFolder()
        let first = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: output.url)
        try #require(first.code == .success, "\(first.err)")
        let (elsewhere, outside) = try makeElsewhere()
        let linkURL = output.url.appendingPathComponent(linkPath)
        try fileManager.removeItem(at: linkURL)
        let isFile = linkPath.hasSuffix(".swift")
        try link(linkURL, to: isFile ? elsewhere.appending("Target.swift") : elsewhere.url)
        let before = try DirectorySnapshot(of: output.url.path)

        let run = TestRun.run(
            ["module", "Payments", "--force"] + TestRun.fixedFlags, in: output.url)

        #expect(run.code == .cannotCreate)
        #expect(
            run.err == "Error: Refusing to write '\(linkPath)': the symbolic link \(linkPath) "
                + "points outside the output folder, and viper-gen never writes through it. "
                + "Remove the link, or pass its target with -o.\n")
        #expect(try DirectorySnapshot(of: elsewhere.url.path) == outside)
        #expect(try DirectorySnapshot(of: output.url.path) == before)
    }

    @Test func outputOptionThroughALinkIsFollowed() throws {
        let output = try GuardedFolder()
        let (elsewhere, _) = try makeElsewhere()
        try link(output.url.appendingPathComponent("Linked"), to: elsewhere.url)

        let run = TestRun.run(
            ["module", "Payments", "-o", "Linked", "-q"] + TestRun.fixedFlags, in: output.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            fileManager.fileExists(
                atPath: elsewhere.appending("Payments/View/PaymentsView.swift").path))
        #expect(
            try fileManager.contentsOfDirectory(atPath: elsewhere.url.path).sorted() == [
                "Payments", "Target.swift",
            ])
    }
}
