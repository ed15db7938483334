import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 23: the Main module `project` makes is recorded, so `rename Main Home` renames it,
/// and with `--everywhere` the app and its tests still type-check (Swift 6) with no type of the
/// old name left.
@Suite("CompileCheck: rename Main")
struct RenameMainCompileCheckTests {
    @Test func renamingMainEverywhereLeavesAProjectThatTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()

        let run = TestRun.run(["rename", "Main", "Home", "--everywhere"], in: project.root)

        #expect(run.code == .success, "\(run.err)")
        let result = try checker.checkAppAndTests(of: project, settings: .swift6)
        #expect(result.app.succeeded, "app sources:\n\(result.app.output)")
        #expect(result.tests?.succeeded == true, "tests:\n\(result.tests?.output ?? "")")
        let oldType = try Regex(#"\bMain(?!Actor)[A-Z]\w*"#)
        for file in try project.swiftFiles(in: project.root) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.firstMatch(of: oldType) == nil, "\(file.path)")
            #expect(!file.path.contains("/Main"), "\(file.path)")
        }
    }
}
