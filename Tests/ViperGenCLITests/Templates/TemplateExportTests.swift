import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenTemplates

/// `viper-gen templates export NAME DIR` copies a built-in template's embedded files byte for
/// byte, refuses to replace any file, and the copy in a project's `.viper-gen/templates/`
/// replaces the built-in template there.
@Suite("Template export")
struct TemplateExportTests {
    @Test(arguments: ["module", "service", "project"])
    func theExportedFilesAreTheBuiltInOnesByteForByte(name: String) throws {
        let folder = try TemporaryFolder("viper-gen-export")
        let run = TestRun.run(["templates", "export", name, "Copy/\(name)"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        let exported = try GoldenTree.files(under: folder.appending("Copy/\(name)"))
        let original = try GoldenTree.files(
            under: RepositoryPaths.templates.appendingPathComponent(name))
        #expect(exported == original)
        #expect(run.out.contains("Creating Copy/\(name)/TemplateInfo.plist\n"))
    }

    @Test func anExportNeverReplacesAFile() throws {
        let folder = try TemporaryFolder("viper-gen-export")
        try folder.write("Mine/TemplateInfo.plist", "my own\n")
        let run = TestRun.run(["templates", "export", "module", "Mine"], in: folder.url)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err == """
                Error: Nothing was exported: Mine already holds files of a template:
                  Mine/TemplateInfo.plist already exists
                Export never replaces files. Choose an empty or new folder, or remove those files \
                first.

                """, "\(run.err)")
        #expect(try folder.read("Mine/TemplateInfo.plist") == "my own\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path("Mine")) == [
                "TemplateInfo.plist"
            ])
    }

    @Test func onlyBuiltInTemplatesAreExported() throws {
        let folder = try TemporaryFolder("viper-gen-export")
        let run = TestRun.run(["templates", "export", "screen", "Copy"], in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: 'screen' is not a built-in template; only built-in templates can be "
                    + "exported. Built-in templates: "
                    + BuiltInTemplates.names.joined(separator: ", ") + ".\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aCopyInTheProjectReplacesTheBuiltInTemplateThere() throws {
        let workspace = try SearchWorkspace(projectTemplates: false)
        let export = workspace.run(
            ["templates", "export", "service", ".viper-gen/templates/service"])
        #expect(export.code == .success, "\(export.err)")
        #expect(
            export.out.hasSuffix(
                "Exported the built-in service template to .viper-gen/templates/service. Edit its "
                    + "TemplateInfo.plist and files; viper-gen service now uses it in this project "
                    + "instead of the built-in one.\n"), "\(export.out)")
        let run = workspace.run(["service", "Network", "-v", "--dry-run"] + TestRun.fixedFlags)
        #expect(
            run.out.contains(
                "Template: service (project .viper-gen/templates/service), overriding user "
                    + "config/viper-gen/templates/service, built-in\n"), "\(run.out)")
    }
}
