import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// `viper-gen xcode install`: every style's module template and the service template as Xcode
/// file templates, told apart by name, each rendering the files viper-gen renders.
@Suite("xcode install")
struct XcodeInstallTests {
    /// Each installed template, the `--template` value of the built-in one, and the option
    /// values of every variant folder Xcode's popups can name.
    static let installed: [(title: String, builtIn: String, choices: [[String]])] = [
        ("VIPER Module (SwiftUI)", "swiftui", popups(ProjectConfig.observationChoices)),
        ("VIPER Module (UIKit)", "uikit", popups([])),
        ("VIPER Module (Routed)", "routed", popups([])),
        ("VIPER Module (Builder)", "builder", popups([])),
        ("VIPER Module (GenericModule)", "generic", popups([])),
        ("VIPER Service", "service", [[]]),
    ]

    /// `--set` values for every `tests` value, times every `observation` value given.
    static func popups(_ observations: [String]) -> [[String]] {
        let tests = ProjectConfig.testsChoices.map { "tests=\($0)" }
        guard !observations.isEmpty else { return tests.map { ["--set", $0] } }
        return observations.flatMap { observation in
            tests.map { ["--set", "observation=\(observation)", "--set", $0] }
        }
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

    @Test(arguments: installed.map(\.title))
    func theInstalledTemplateRendersAsTheBuiltInOneDoes(title: String) throws {
        let (_, builtIn, choices) = try #require(Self.installed.first { $0.title == title })
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        #expect(
            TestRun.run(["xcode", "install", "--dest", "X/viper-gen", "-q"], in: folder.url)
                .code == .success)
        let command = builtIn == "service" ? ["service", "Network"] : ["module", "Payments"]
        let builtInFlag = builtIn == "service" ? [] : ["--template", builtIn]
        for (index, values) in choices.enumerated() {
            let common = command + ["-q"] + values + TestRun.fixedFlags
            let expected = TestRun.run(
                common + ["-o", "a\(index)"] + builtInFlag, in: folder.url)
            let actual = TestRun.run(
                common + ["-o", "b\(index)", "--template", title], in: folder.url,
                variables: ["VIPER_GEN_XCODE_TEMPLATES": folder.path("X")])
            #expect(expected.code == .success, "\(values): \(expected.err)")
            #expect(actual.code == .success, "\(values): \(actual.err)")
            let rendered = try DirectorySnapshot(of: folder.path("b\(index)"))
            #expect(!rendered.paths.isEmpty)
            #expect(try DirectorySnapshot(of: folder.path("a\(index)")) == rendered, "\(values)")
        }
    }
}
