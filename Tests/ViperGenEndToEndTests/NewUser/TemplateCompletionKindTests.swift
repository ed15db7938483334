import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 37: completing `--template` offers the templates the command renders.
///
/// Module templates for `module`, service templates for `service`, project templates for
/// `project` (and the style names where a style chooses one). Every shell's script asks
/// `__complete`, so this is what bash, zsh and fish all offer.
@Suite("Completion of --template offers templates of the command's kind")
struct TemplateCompletionKindTests {
    /// The candidates printed for `words` in `folder`; the run must succeed silently.
    private func candidates(_ words: [String], in folder: URL) -> [String] {
        let run = TestRun.run(["__complete"] + words, in: folder)
        #expect(run.code == .success)
        #expect(run.err.isEmpty, "\(run.err)")
        return run.out.split(separator: "\n").map(String.init)
    }

    private let moduleTemplates = [
        "builder-module", "generic-module", "module", "routed-module", "uikit-module",
    ]
    private let projectTemplates = [
        "builder-project", "generic-project", "project", "routed-project", "uikit-project",
    ]

    @Test func eachCommandIsOfferedItsOwnKindOfBuiltInTemplate() throws {
        let folder = try TemporaryFolder("viper-gen-complete-kind")
        let styles = ArchitectureStyle.names
        #expect(
            candidates(["module", "X", "--template", ""], in: folder.url) == styles
                + moduleTemplates)
        #expect(candidates(["service", "X", "--template", ""], in: folder.url) == ["service"])
        #expect(
            candidates(["project", "X", "--template", ""], in: folder.url)
                == styles + projectTemplates)
        #expect(
            candidates(["module", "X", "--template=u"], in: folder.url) == [
                "--template=uikit", "--template=uikit-module",
            ])
        #expect(candidates(["project", "X", "--style", "r"], in: folder.url) == ["routed"])
    }

    @Test func aTeamsTemplatesAreOfferedByTheirNameOption() throws {
        let folder = try TemporaryFolder("viper-gen-complete-kind")
        try folder.write(".viper-gen.json", #"{"projectName": "App"}"# + "\n")
        for (name, option) in [
            ("team-module", "moduleName"), ("team-service", "serviceName"),
            ("xcode-file", "productName"),
        ] {
            try folder.write(
                ".viper-gen/templates/\(name)/TemplateInfo.plist", Self.fileTemplate(option))
            try folder.write(".viper-gen/templates/\(name)/___FILEBASENAME___.swift", "// x\n")
        }
        let module = candidates(["module", "X", "--template", "team-"], in: folder.url)
        #expect(module == ["team-module"])
        let service = candidates(["service", "X", "--template", ""], in: folder.url)
        #expect(service == ["service", "team-service", "xcode-file"])
        #expect(candidates(["module", "X", "--template", "x"], in: folder.url) == ["xcode-file"])
        #expect(candidates(["project", "X", "--template", "team"], in: folder.url).isEmpty)
        // `templates show` still offers every template.
        let shown = candidates(["templates", "show", ""], in: folder.url)
        #expect(Set(["team-module", "team-service", "xcode-file", "project"]).isSubset(of: shown))
    }

    /// A file template's TemplateInfo.plist whose one text option is `option`.
    private static func fileTemplate(_ option: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Kind</key>
        \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
        \t<key>Description</key>
        \t<string>A test template.</string>
        \t<key>Options</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>Identifier</key>
        \t\t\t<string>\(option)</string>
        \t\t\t<key>Name</key>
        \t\t\t<string>Name:</string>
        \t\t\t<key>Type</key>
        \t\t\t<string>text</string>
        \t\t\t<key>Required</key>
        \t\t\t<true/>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    }
}
