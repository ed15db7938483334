import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// `viper-gen templates derive` on the command line: options of other subcommands, a missing
/// module and `--json` are usage errors (`TemplateDeriveTests` in ViperGenKitTests checks what
/// derive does).
@Suite("templates derive: usage errors")
struct TemplatesDeriveUsageTests {
    @Test(arguments: [
        (["templates", "list", "--name", "x"], "--name applies to derive only."),
        (["templates", "show", "module", "--dry-run"], "--dry-run applies to derive and export."),
        (
            ["templates", "derive"],
            "Missing argument: the usage is 'viper-gen templates derive <module>', e.g. viper-gen templates derive Profile."
        ),
    ])
    func optionsOfOtherSubcommandsAreUsageErrors(arguments: [String], message: String) throws {
        let app = try DeriveFixture("Generamba")
        let run = app.run(arguments)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: " + message), "\(run.err)")
    }

    @Test func jsonIsRefusedInJSON() throws {
        let app = try DeriveFixture("Generamba")
        let run = app.run(["templates", "derive", "Profile", "--json"])
        #expect(run.code == .usage)
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(
            try JSONDocument(run.out).string("error.message")
                == "--json applies to list and show, not derive.")
    }
}
