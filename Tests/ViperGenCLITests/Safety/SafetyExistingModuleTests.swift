import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// `Main` inside a project exists already: like any existing module it is refused with 73
/// (not 64), because `--force` may legitimately regenerate it; a spelling that differs only
/// in case is a different name on disk but the same enum case, so it must be refused with 64.
@Suite("Safety: existing module names", .alsoOnAPFS)
struct SafetyExistingModuleTests {
    /// A fresh project `Shop` in a temporary folder; returns the folder and the project root.
    private func makeProject() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder("viper-gen-safety-project")
        let run = TestRun.run(["project", "Shop", "-q"] + TestRun.fixedFlags, in: folder.url)
        try #require(run.code == .success, "\(run.err)")
        return (folder, folder.appending("Shop"))
    }

    @Test func mainInsideAProjectExits73AndWritesNothing() throws {
        let (folder, project) = try makeProject()
        let before = try DirectorySnapshot(of: folder.url.path)
        let run = TestRun.run(["module", "Main"] + TestRun.fixedFlags, in: project)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.strippingUsage
                == "Error: The module Main already exists at Sources/Shop/Classes/Modules/Main; "
                + "these files are in the way:\n"
                + [
                    "Assembly", "Contracts", "Interactor", "Presenter", "Router", "View",
                    "ViewState",
                ]
                .map { "  Sources/Shop/Classes/Modules/Main/\($0)/Main\($0).swift\n" }.joined()
                + "Nothing was written. Choose another name, pass --force to replace its files, "
                + "or --skip-existing to add only the missing ones.\n")
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    @Test func mainOutsideAProjectIsAnOrdinaryName() throws {
        let output = try GuardedFolder()
        let run = TestRun.run(["module", "Main", "-q"] + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .success, "\(run.err)")
    }

    @Test func caseVariantOfAnExistingModuleIsRefused() throws {
        let (folder, project) = try makeProject()
        let before = try DirectorySnapshot(of: folder.url.path)
        let run = TestRun.run(["module", "MAIN"] + TestRun.fixedFlags, in: project)
        let unchanged = try DirectorySnapshot(of: folder.url.path) == before
        #expect(run.code == .usage)
        #expect(
            run.err.strippingUsage
                == "Error: The project already has a module named 'Main', which differs "
                + "only in case: choose another name.\n")
        #expect(unchanged)
    }
}
