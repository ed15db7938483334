import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// `project MyApp --force` over a project made with `--layout packages`: the layout is the
/// project's own, and another one is refused.
@Suite("project --layout packages rendered again")
struct PackageLayoutRerenderTests {
    @Test func renderingAgainKeepsThePackageLayoutByteForByte() throws {
        let (folder, made) = try PackageLayoutProjectTests.generate()
        #expect(made.code == .success, "\(made.err)")
        let again = TestRun.run(
            ["project", "MyApp", "--force"] + TestRun.fixedFlags, in: folder.url)
        #expect(again.code == .success, "\(again.err)")
        #expect(!again.out.contains("Creating"), "\(again.out)")
        #expect(!again.out.contains("Replacing"), "\(again.out)")
        try GoldenTree.assertMatches(folder.url, golden: "project-packages/swiftui")
    }

    @Test(arguments: [
        (["--layout", "packages"], ["--layout", "folders"]),
        (["--layout", "folders"], ["--layout", "packages"]),
    ])
    func anotherLayoutOverAnExistingProjectIsRefused(made: [String], asked: [String]) throws {
        let folder = try TemporaryFolder()
        let first = TestRun.run(
            ["project", "MyApp"] + made + TestRun.fixedFlags, in: folder.url)
        #expect(first.code == .success, "\(first.err)")
        let before = try Self.snapshot(folder.appending("MyApp"))
        let run = TestRun.run(
            ["project", "MyApp", "--force"] + asked + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .cannotCreate)
        #expect(run.err.contains("would not move its modules"), "\(run.err)")
        #expect(run.err.contains("Nothing was written"), "\(run.err)")
        #expect(try Self.snapshot(folder.appending("MyApp")) == before)
    }

    /// Every file under `folder` with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
