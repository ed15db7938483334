import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `viper-gen xcode install` over an earlier install and `xcode uninstall`: only the template
/// folders install made are replaced or removed, also those of a single-style install, and
/// nothing a user put beside them.
@Suite("xcode uninstall")
struct XcodeUninstallTests {
    /// The folder and marker an install from before every style was installed left.
    static func writeSingleStyleInstall(in folder: TemporaryFolder, at dest: String) throws {
        try folder.write(
            "\(dest)/.viper-gen-xcode-templates",
            "Installed by viper-gen; `viper-gen xcode uninstall` removes this folder.\n")
        for name in ["VIPER Module", "VIPER Service"] {
            try folder.write("\(dest)/\(name).xctemplate/TemplateInfo.plist", "old")
        }
    }

    /// Runs `xcode uninstall --dest viper-gen` in `folder` and expects it to succeed and to
    /// leave only the user's `viper-gen/Mine.xctemplate`.
    @discardableResult
    static func uninstallLeavesOnlyMine(
        in folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> KitRun {
        let removed = KitRun.xcode(.uninstall, destination: "viper-gen", in: folder.url)
        #expect(removed.code == .success, "\(removed.err)", sourceLocation: sourceLocation)
        let left = try DirectorySnapshot(of: folder.path).paths
        let mine = "viper-gen/Mine.xctemplate"
        #expect(
            left == ["viper-gen", mine, mine + "/TemplateInfo.plist"],
            sourceLocation: sourceLocation)
        return removed
    }

    @Test func uninstallAfterInstallLeavesTheFolderAsBefore() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        try folder.write("Other/Screen.xctemplate/TemplateInfo.plist", "mine")
        let before = try DirectorySnapshot(of: folder.path)
        #expect(
            KitRun.xcode(.install, destination: "viper-gen", in: folder.url) {
                $0.quiet = true
            }.code
                == .success)
        #expect(try DirectorySnapshot(of: folder.path) != before)
        let removed = KitRun.xcode(.uninstall, destination: "viper-gen", in: folder.url)
        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out == "Removed viper-gen.\n")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func installAndUninstallLeaveWhatAUserPutBesideTheTemplates() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        let install = {
            KitRun.xcode(.install, destination: "viper-gen", in: folder.url) {
                $0.quiet = true
            }
        }
        #expect(install().code == .success)
        try folder.write("viper-gen/Mine.xctemplate/TemplateInfo.plist", "mine")
        try folder.write("viper-gen/VIPER Module (UIKit).xctemplate/TemplateInfo.plist", "stale")
        #expect(install().code == .success)
        #expect(try folder.read("viper-gen/Mine.xctemplate/TemplateInfo.plist") == "mine")
        #expect(
            try folder.read("viper-gen/VIPER Module (UIKit).xctemplate/TemplateInfo.plist")
                != "stale")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["viper-gen"])
        let removed = try Self.uninstallLeavesOnlyMine(in: folder)
        #expect(removed.out.contains("1 other entry was left there"))
    }

    @Test func uninstallRemovesASingleStyleInstall() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        try Self.writeSingleStyleInstall(in: folder, at: "viper-gen")
        try folder.write("viper-gen/Mine.xctemplate/TemplateInfo.plist", "mine")
        try Self.uninstallLeavesOnlyMine(in: folder)
    }

    @Test func installReplacesASingleStyleInstall() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        try Self.writeSingleStyleInstall(in: folder, at: "viper-gen")
        let run = KitRun.xcode(.install, destination: "viper-gen", in: folder.url) {
            $0.quiet = true
        }
        #expect(run.code == .success, "\(run.err)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path("viper-gen"))
        #expect(!entries.contains("VIPER Module.xctemplate"))
        #expect(entries.contains("VIPER Module (SwiftUI).xctemplate"))
        #expect(entries.contains("VIPER Service.xctemplate"))
        #expect(try folder.read("viper-gen/VIPER Service.xctemplate/TemplateInfo.plist") != "old")
        #expect(
            KitRun.xcode(.uninstall, destination: "viper-gen", in: folder.url).code
                == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aTemplateFolderInstallDidNotMakeIsNotReplaced() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        try Self.writeSingleStyleInstall(in: folder, at: "viper-gen")
        try folder.write("viper-gen/VIPER Module (UIKit).xctemplate/TemplateInfo.plist", "mine")
        let before = try DirectorySnapshot(of: folder.path)
        let run = KitRun.xcode(.install, destination: "viper-gen", in: folder.url)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                "viper-gen/VIPER Module (UIKit).xctemplate exists and was not made by viper-gen "
                    + "xcode install"))
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aMarkerNamingAPathOutsideTheFolderRemovesNothingThere() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        try folder.write("Outside.xctemplate/TemplateInfo.plist", "mine")
        try folder.write(
            "viper-gen/.viper-gen-xcode-templates", "../Outside.xctemplate\n.xctemplate\n")
        try folder.write("viper-gen/Inside.xctemplate/TemplateInfo.plist", "mine")
        #expect(
            KitRun.xcode(.uninstall, destination: "viper-gen", in: folder.url).code
                == .success)
        #expect(try folder.read("Outside.xctemplate/TemplateInfo.plist") == "mine")
        #expect(try folder.read("viper-gen/Inside.xctemplate/TemplateInfo.plist") == "mine")
    }

    @Test func aFolderViperGenDidNotInstallIsLeftAlone() throws {
        let folder = try TemporaryFolder("viper-gen-xcode-uninstall")
        try folder.write("Mine/Screen.xctemplate/TemplateInfo.plist", "mine")
        let before = try DirectorySnapshot(of: folder.path)
        for action in [XcodeInstallOptions.Action.install, .uninstall] {
            let run = KitRun.xcode(action, destination: "Mine", in: folder.url)
            #expect(run.code == .cannotCreate)
            #expect(run.err.contains("Mine exists and was not made by viper-gen xcode install"))
        }
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }
}
