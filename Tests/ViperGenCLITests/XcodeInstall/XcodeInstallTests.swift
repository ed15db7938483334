import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// `viper-gen xcode install`: every style's module template and the service template as Xcode
/// file templates, told apart by name, each rendering the files viper-gen renders.
@Suite("xcode install")
struct XcodeInstallTests {
    /// Each installed template, the `--template` value of the built-in one, and the `--set`
    /// values of every variant folder its popups can name (`tests` is not installed).
    static let installed: [(title: String, builtIn: String, choices: [[String]])] = [
        (
            "VIPER Module (SwiftUI)", "swiftui",
            ProjectConfig.observationChoices.map { ["--set", "observation=\($0)"] }
        ),
        ("VIPER Module (UIKit)", "uikit", [[]]),
        ("VIPER Module (Routed)", "routed", [[]]),
        ("VIPER Module (Builder)", "builder", [[]]),
        ("VIPER Module (GenericModule)", "generic", [[]]),
        ("VIPER Service", "service", [[]]),
    ]

    /// The identifiers of the popups named `tests` in TemplateInfo.plist `bytes`.
    static func testsPopups(in bytes: [UInt8]) throws -> [String] {
        let options = try PropertyListValue.parse(bytes).dictionary?["Options"]?.array ?? []
        return options.compactMap { $0.dictionary?["Identifier"]?.string }
            .filter { $0 == "tests" }
    }

    @Test func installWritesEveryStyleUnderItsOwnNameAndNothingElse() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        let run = TestRun.run(
            ["xcode", "install", "--dest", "Templates/viper-gen"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        let installed = folder.appending("Templates/viper-gen")
        let listing = try DirectorySnapshot(of: installed.path).paths
        // Two levels (templates, their variant folders and TemplateInfo.plist): the files
        // below are the templates' own, compared by rendering them below.
        let topLevels = listing.filter { $0.split(separator: "/").count <= 2 }
        try GoldenTree.assertMatches(
            text: topLevels.joined(separator: "\n") + "\n", golden: "xcode-install/listing.txt")
        #expect(!listing.contains { $0.contains("___TESTS") })
        let templates = try FileManager.default.contentsOfDirectory(atPath: installed.path)
        #expect(
            templates.sorted() == [".viper-gen-xcode-templates"]
                + Self.installed.map { $0.title + ".xctemplate" }.sorted())
        #expect(
            run.out.contains(
                "Installed VIPER Module (SwiftUI), VIPER Module (UIKit), VIPER Module (Routed), "
                    + "VIPER Module (Builder), VIPER Module (GenericModule) and VIPER Service in "
                    + "Templates/viper-gen."))
        let infos = try TemporaryFolder("viper-gen-xcode-install-infos")
        for (title, _, _) in Self.installed {
            let info = "\(title).xctemplate/TemplateInfo.plist"
            try infos.makeDirectory("\(title).xctemplate")
            try FileManager.default.copyItem(
                at: installed.appendingPathComponent(info), to: infos.appending(info))
        }
        try GoldenTree.assertMatches(infos.url, golden: "xcode-install/TemplateInfo")
    }

    @Test func everyInstalledTemplateInfoIsAValidPropertyList() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        #expect(
            TestRun.run(["xcode", "install", "--dest", "X", "-q"], in: folder.url).code
                == .success)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let plutil = path.split(separator: ":").map { "\($0)/plutil" }
            .first(where: FileManager.default.isExecutableFile(atPath:))
        try #require(plutil != nil, "plutil is not on PATH (the Swift toolchain has it)")
        for (title, _, _) in Self.installed {
            let info = folder.path("X/\(title).xctemplate/TemplateInfo.plist")
            let lint = try CompilerRun.run(URL(fileURLWithPath: plutil!), ["-lint", info])
            #expect(lint.succeeded, "plutil -lint \(title): \(lint.output)")
            let parsed = try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: info)), format: nil)
            #expect(
                (parsed as? [String: Any])?["Kind"] as? String
                    == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
        }
    }

    @Test func noInstalledTemplateKeepsTheTestsPopupThatWouldChooseNothing() throws {
        let stored = try BuiltInTemplateSource().storedFiles(ofTemplate: "module")
        let info = try #require(stored.first { $0.path == TemplateInfo.fileName })
        // Control: the built-in template has the popup, so the check below can fail.
        #expect(try Self.testsPopups(in: info.contents) == ["tests"])
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        #expect(
            TestRun.run(["xcode", "install", "--dest", "X", "-q"], in: folder.url).code
                == .success)
        for (title, _, _) in Self.installed {
            let path = folder.path("X/\(title).xctemplate/TemplateInfo.plist")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(try Self.testsPopups(in: bytes).isEmpty, "\(title)")
            #expect(!String(decoding: bytes, as: UTF8.self).contains("<string>tests</string>"))
        }
    }

    @Test(arguments: installed.map(\.title))
    func theInstalledTemplateRendersAsTheBuiltInOneDoes(title: String) throws {
        let (_, builtIn, choices) = try #require(Self.installed.first { $0.title == title })
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        #expect(
            TestRun.run(["xcode", "install", "--dest", "X/viper-gen", "-q"], in: folder.url)
                .code == .success)
        let command = builtIn == "service" ? ["service", "Network"] : ["module", "Payments"]
        let builtInFlag = builtIn == "service" ? [] : ["--template", builtIn]
        // The service has no tests option; a module's app files must not depend on it, since
        // Xcode renders them with its default.
        let testsValues =
            builtIn == "service"
            ? [[]]
            : ProjectConfig.testsChoices.map {
                ["--set", "tests=\($0)"]
            }
        for (index, values) in choices.enumerated() {
            let common = command + ["-q"] + values + TestRun.fixedFlags
            let actual = TestRun.run(
                common + ["-o", "installed\(index)", "--template", title], in: folder.url,
                variables: ["VIPER_GEN_XCODE_TEMPLATES": folder.path("X")])
            #expect(actual.code == .success, "\(values): \(actual.err)")
            let rendered = try DirectorySnapshot(of: folder.path("installed\(index)"))
            #expect(!rendered.paths.isEmpty)
            for (flavour, tests) in testsValues.enumerated() {
                let output = "built-in\(index)-\(flavour)"
                let expected = TestRun.run(
                    common + tests + ["-o", output] + builtInFlag, in: folder.url)
                #expect(expected.code == .success, "\(values) \(tests): \(expected.err)")
                #expect(
                    try DirectorySnapshot(of: folder.path(output)) == rendered,
                    "\(values) \(tests)")
            }
        }
    }
}
