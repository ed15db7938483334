import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// `viper-gen templates [list | show NAME | export NAME DIR] [--json]` and `--template`.
@Suite("Templates command line")
struct TemplatesCommandLineTests {
    @Test func parsesTheSubcommands() throws {
        #expect(
            try CommandLineParser.parse(["templates"])
                == .run(ViperGenTool.Templates(options: TemplatesOptions())))
        #expect(
            try CommandLineParser.parse(["templates", "list", "--json"])
                == .run(
                    ViperGenTool.Templates(options: TemplatesOptions(action: .list, json: true))))
        #expect(
            try CommandLineParser.parse(["templates", "show", "Cocoa Touch Class"])
                == .run(
                    ViperGenTool.Templates(
                        options: TemplatesOptions(action: .show("Cocoa Touch Class")))))
        #expect(
            try CommandLineParser.parse(["templates", "export", "module", "x"])
                == .run(
                    ViperGenTool.Templates(
                        options: TemplatesOptions(action: .export(name: "module", folder: "x")))))
        guard
            case .run(let command as ViperGenTool.Module) = try CommandLineParser.parse([
                "module", "Payments", "--template=./team",
            ])
        else {
            Issue.record("not a module invocation")
            return
        }
        #expect(command.options.template == "./team")
    }

    @Test(arguments: [
        (
            ["templates", "sho", "module"],
            "Unknown templates subcommand 'sho'. Did you mean 'show'?"
        ),
        (
            ["templates", "show"],
            "Missing argument: the usage is 'viper-gen templates show <name>'"
        ),
        (["templates", "show", "a", "b"], "Unexpected argument 'b': templates show <name> takes"),
        (
            ["templates", "export", "module"],
            "Missing argument: the usage is 'viper-gen templates export"
        ),
        (
            ["templates", "list", "x"],
            "Unexpected argument 'x': templates list takes no arguments."
        ),
        (["templates", "--force"], "--force applies to derive only."),
        (["module", "Payments", "--template", ""], "--template needs a template name or folder"),
        // Eleven commands take --json: too common to name them.
        (["xcode", "install", "--json"], "The option '--json' does not apply to xcode.\n"),
    ])
    func refusesBadTemplatesCommandLines(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder("viper-gen-templates-cli")
        let run = TestRun.run(arguments, in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: " + message), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func jsonWhereTheSubcommandPrintsNoneIsAJSONUsageError() throws {
        let folder = try TemporaryFolder("viper-gen-templates-cli")
        let run = TestRun.run(["templates", "export", "module", "d", "--json"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.isEmpty, "\(run.err)")
        let document = try JSONDocument(run.out)
        #expect(document.string("error.message") == "--json applies to list and show, not export.")
        #expect(document.string("error.code") == "usage.invalidArgument")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aStyleNameStandsForItsModuleTemplateAsForTemplateFlag() throws {
        let folder = try TemporaryFolder("viper-gen-templates-style")
        let show = TestRun.run(["templates", "show", "uikit"], in: folder.url)
        #expect(show.code == .success, "\(show.err)")
        #expect(show.out == TestRun.run(["templates", "show", "uikit-module"], in: folder.url).out)
        #expect(
            show.err
                == "Note: 'uikit' is a style; using its module template, uikit-module (its other "
                + "templates: uikit-project).\n")

        let export = TestRun.run(["templates", "export", "swiftui", "team", "-q"], in: folder.url)
        #expect(export.code == .success, "\(export.err)")
        #expect(export.out.isEmpty, "-q prints errors only: \(export.out)")
        let exported = try String(
            contentsOf: folder.appending("team/TemplateInfo.plist"), encoding: .utf8)
        #expect(exported.contains("moduleName"))
    }
}
