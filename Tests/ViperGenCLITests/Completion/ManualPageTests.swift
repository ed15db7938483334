import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI

/// `viper-gen help --man`: the man page, rendered by groff without a warning, and agreeing with
/// `--help` and the README on every command and option.
@Suite("Man page")
struct ManualPageTests {
    /// The page as `viper-gen help --man` prints it.
    private var page: String {
        let run = TestRun.run(["help", "--man"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.err.isEmpty)
        return run.out
    }

    @Test func pageMatchesItsGolden() throws {
        try GoldenTree.assertMatches(text: page, golden: "man/viper-gen.1")
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "groff")))
    func groffRendersItWithoutWarnings() throws {
        let run = try ProgramRun.run("groff", ["-man", "-Tutf8", "-ww"], input: page)
        #expect(run.status == 0)
        #expect(run.err.isEmpty, "\(run.err)")
        // grotty overstrikes bold and underlined text (c, backspace, c): keep one of each.
        let plain = run.out.replacingOccurrences(
            of: ".\u{8}", with: "", options: .regularExpression)
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT",
            "FILES", "EXAMPLES", "SEE ALSO",
        ] {
            #expect(plain.contains("\n" + section + "\n"), "no \(section)")
        }
    }

    /// Every command and every option spelling `--help` shows, as `viper-gen <command>` and
    /// `--long` or `-s` (the terms the page and the README must name).
    private var helpTerms: [String] {
        var terms = ["--version", "--help", "-h", "help --man"]
        for command in ViperGenTool.commands {
            terms.append("viper-gen " + command.name)
            for option in command.spellings {
                terms.append("--" + option.long)
                if let short = option.short { terms.append("-" + String(short)) }
            }
        }
        return terms
    }

    @Test func helpManPageAndReadmeAgree() throws {
        let help = ([HelpText.tool()] + ViperGenTool.commands.map(HelpText.command)).joined()
        let rendered = page.replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fR", with: "")
            .replacingOccurrences(of: "\\fI", with: "").replacingOccurrences(
                of: "\n.B ", with: "\n"
            )
            .replacingOccurrences(of: "\n.SS ", with: "\nviper-gen ")
            .replacingOccurrences(of: "\n.br\n", with: " ")
        let readme = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        for term in helpTerms {
            let name = term.hasPrefix("viper-gen ") ? String(term.dropFirst(10)) : term
            #expect(help.contains(name), "help lacks \(term)")
            #expect(rendered.contains(term), "the man page lacks \(term)")
            #expect(readme.contains(term), "the README lacks \(term)")
        }
    }

    @Test func roffEscapesWhatWouldBeMarkup() {
        #expect(ManualPage.roff("--force") == "\\-\\-force")
        #expect(ManualPage.roff(".viper-gen.json") == "\\&.viper\\-gen.json")
        #expect(ManualPage.roff("'quoted'") == "\\&'quoted'")
        #expect(ManualPage.roff("a\\b") == "a\\eb")
    }
}
