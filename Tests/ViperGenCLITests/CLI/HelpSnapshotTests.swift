import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

@Suite("Help output")
struct HelpSnapshotTests {
    @Test func toolHelpMatchesSnapshot() throws {
        let run = TestRun.run(["--help"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(text: run.out, golden: "help/viper-gen.txt")
    }

    @Test(arguments: ViperGenTool.commands.map { $0.name })
    func commandHelpMatchesSnapshot(command: String) throws {
        let run = TestRun.run([command, "--help"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(text: run.out, golden: "help/\(command).txt")
    }

    @Test func bareViperGenPrintsTheHelp() {
        let run = TestRun.run([], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.out == HelpText.tool())
    }

    @Test func projectHelpOffersOnlyWhatAppliesToProjects() {
        let help = HelpText.command(ViperGenTool.Project.self)
        #expect(!help.contains("--no-register"))
        #expect(help.contains("The folder to create the app package's folder in (default: the"))
        let run = TestRun.run(["project", "MyApp", "--no-register"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: The option '--no-register' does not apply to project; it is an option of "
                    + "'module' and 'service'.\n"))
    }

    @Test func aBadDateShowsTheUsageLineLikeOtherUsageErrors() throws {
        let folder = try TemporaryFolder("viper-gen-date")
        let run = TestRun.run(["module", "Payments", "--date", "2026-02-30"], in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.err.hasSuffix(
                "USAGE: viper-gen module <name> ... [<options>]\n"
                    + "See 'viper-gen module --help' for more information.\n"), "\(run.err)")
    }

    @Test func helpLinesFitIn100Columns() {
        for text in [HelpText.tool()] + ViperGenTool.commands.map(HelpText.command) {
            for line in text.split(separator: "\n") {
                #expect(line.count <= 100, "too long: \(line)")
            }
        }
    }

    @Test func versionGoesToStdout() {
        let run = TestRun.run(["--version"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.out == HelpText.version + "\n")
        #expect(run.err.isEmpty)
    }

    @Test func usageErrorsGoToStderrWithUsageAndHelpPointer() {
        let run = TestRun.run(["module", "--frce", "Payments"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .usage)
        #expect(run.out.isEmpty)
        #expect(
            run.err == """
                Error: Unknown option '--frce'. Did you mean '--force'?
                USAGE: viper-gen module <name> ... [<options>]
                See 'viper-gen module --help' for more information.

                """)
    }
}
