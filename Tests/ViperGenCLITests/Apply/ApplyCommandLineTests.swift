import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// `viper-gen apply [<spec>] [<options>]` on the command line.
@Suite("Apply command line")
struct ApplyCommandLineTests {
    @Test func parsesTheSpecAndEveryFlag() throws {
        let invocation = try CommandLineParser.parse([
            "apply", "--dry-run", "specs/app.json", "--author", "Jane", "--organization=Acme",
            "--date", "2026-12-02", "--target", "MyApp", "--no-tests", "-v",
        ])
        var expected = ApplyOptions()
        expected.spec = "specs/app.json"
        expected.flags.author = "Jane"
        expected.flags.organization = "Acme"
        expected.flags.date = "2026-12-02"
        expected.flags.target = "MyApp"
        expected.flags.dryRun = true
        expected.flags.noTests = true
        expected.flags.verbose = true
        #expect(invocation == .run(ViperGenTool.Apply(options: expected)))
        #expect(
            try CommandLineParser.parse(["apply"])
                == .run(ViperGenTool.Apply(options: ApplyOptions())))
    }

    @Test(arguments: [
        (
            ["apply", "a.json", "b.json"],
            "Unexpected argument 'b.json': apply takes one spec file. Quote a path that contains "
                + "spaces."
        ),
        (["apply", "--force"], "The option '--force' does not apply to apply."),
        (["apply", "--set", "a=b"], "The option '--set' does not apply to apply."),
        (["apply", "-q", "-v"], "--quiet and --verbose contradict each other: choose one."),
    ])
    func refusesWhatDoesNotApply(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: "apply")) {
            try CommandLineParser.parse(arguments)
        }
    }

    @Test func aBadDateOrAuthorIsAUsageErrorBeforeTheSpecIsRead() throws {
        let folder = try TemporaryFolder()
        let date = TestRun.run(["apply", "--date", "2026-02-30"], in: folder.url)
        #expect(date.code == .usage)
        #expect(date.err.contains("USAGE: viper-gen apply [<spec>] [<options>]"), "\(date.err)")
        let author = TestRun.run(["apply", "--author", "A\nB"], in: folder.url)
        #expect(author.code == .usage)
        #expect(author.err.hasPrefix("Error: --author 'A\\nB' contains"), "\(author.err)")
    }
}
