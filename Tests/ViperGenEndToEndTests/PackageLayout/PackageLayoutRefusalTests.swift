import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// The `--layout` values and styles `project` refuses, each with a message naming the fix and
/// nothing written.
@Suite("project --layout refusals")
struct PackageLayoutRefusalTests {
    @Test func unknownLayoutNamesTheValidOnes() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["project", "MyApp", "--layout", "wrong"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("Unknown layout 'wrong' for --layout"), "\(run.err)")
        #expect(run.err.contains("folders, packages"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [["--style", "builder"], ["--template", "routed"], ["--style", "generic"]])
    func packagesWithAnotherStyleIsRefused(style: [String]) throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["project", "MyApp", "--layout", "packages"] + style, in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("--layout packages"), "\(run.err)")
        #expect(run.err.contains("only swiftui and uikit"), "\(run.err)")
        #expect(run.err.contains("Nothing was written"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func layoutIsOnlyAProjectOption() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["module", "Payments", "--layout", "packages"], in: folder.url)
        #expect(run.code == .usage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func completionOffersTheLayouts() {
        let root = URL(fileURLWithPath: "/")
        #expect(
            TestRun.run(["__complete", "project", "X", "--layout", ""], in: root).out
                == "folders\npackages\n")
        #expect(
            TestRun.run(["__complete", "project", "X", "--layout=pa"], in: root).out
                == "--layout=packages\n")
    }
}
