import Foundation
import Testing

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenTemplates

@Suite("Help output")
struct HelpSnapshotTests {
    @Test func toolHelpMatchesSnapshot() throws {
        let run = TestRun.run(["--help"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(text: run.out, golden: "help/viper-gen.txt")
    }

    @Test(arguments: ScaffoldKind.allCases)
    func commandHelpMatchesSnapshot(command: ScaffoldKind) throws {
        let run = TestRun.run([command.rawValue, "--help"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(text: run.out, golden: "help/\(command.rawValue).txt")
    }

    @Test func helpLinesFitIn100Columns() {
        for text in [HelpText.tool()] + ScaffoldKind.allCases.map(HelpText.command) {
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
                USAGE: viper-gen module <name> [<options>]
                See 'viper-gen module --help' for more information.

                """)
    }
}
