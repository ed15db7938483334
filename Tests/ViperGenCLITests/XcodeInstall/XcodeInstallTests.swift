import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// `viper-gen xcode install | uninstall`: the built-in templates as Xcode file templates, in a
/// folder of their own that a later install replaces and uninstall removes, and nothing else.
@Suite("xcode install")
struct XcodeInstallTests {
    @Test func installWritesTheTemplatesXcodeShowsAndNothingElse() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        let run = TestRun.run(
            ["xcode", "install", "--dest", "Templates/viper-gen"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        let listing = try DirectorySnapshot(of: folder.path("Templates/viper-gen")).paths
        try GoldenTree.assertMatches(
            text: listing.joined(separator: "\n") + "\n", golden: "xcode-install/listing.txt")
        #expect(!listing.contains { $0.contains("___TESTS") })
        #expect(run.out.contains("Installed VIPER Module and VIPER Service in Templates/viper-gen"))
    }

    @Test func theInstalledModuleRendersAsTheBuiltInOneDoes() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        #expect(
            TestRun.run(["xcode", "install", "--dest", "X/viper-gen", "-q"], in: folder.url)
                .code == .success)
        let builtIn = TestRun.run(
            ["module", "Payments", "-o", "a", "-q"] + TestRun.fixedFlags, in: folder.url)
        let installed = TestRun.run(
            ["module", "Payments", "-o", "b", "-q", "--template", "VIPER Module"]
                + TestRun.fixedFlags, in: folder.url,
            variables: ["VIPER_GEN_XCODE_TEMPLATES": folder.path("X")])
        #expect(builtIn.code == .success && installed.code == .success, "\(installed.err)")
        #expect(
            try DirectorySnapshot(of: folder.path("a")) == DirectorySnapshot(of: folder.path("b")))
    }

    @Test func aSecondInstallReplacesTheFirstAndUninstallRemovesIt() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        let arguments = ["xcode", "install", "--dest", "viper-gen", "-q"]
        #expect(TestRun.run(arguments, in: folder.url).code == .success)
        try folder.write("viper-gen/Old.xctemplate/TemplateInfo.plist", "stale")
        #expect(TestRun.run(arguments, in: folder.url).code == .success)
        #expect(!FileManager.default.fileExists(atPath: folder.path("viper-gen/Old.xctemplate")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["viper-gen"])
        let removed = TestRun.run(["xcode", "uninstall", "--dest", "viper-gen"], in: folder.url)
        #expect(removed.code == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFolderViperGenDidNotInstallIsLeftAlone() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-install")
        try folder.write("Mine/Screen.xctemplate/TemplateInfo.plist", "mine")
        let before = try DirectorySnapshot(of: folder.path)
        for action in ["install", "uninstall"] {
            let run = TestRun.run(["xcode", action, "--dest", "Mine"], in: folder.url)
            #expect(run.code == .cannotCreate)
            #expect(run.err.contains("Mine exists and was not made by viper-gen xcode install"))
        }
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }
}
