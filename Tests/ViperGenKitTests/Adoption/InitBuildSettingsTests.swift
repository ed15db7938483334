import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 36: `init` records how the app target is built, from the `.xcodeproj` and the
/// `.xcconfig` files its configurations are based on.
@Suite("init build settings")
struct InitBuildSettingsTests {
    /// The original template's app (`Legacy.xcodeproj`, Swift 5, iOS 18.2) whose build
    /// configurations are all based on `Config/App.xcconfig` and set neither SWIFT_VERSION nor
    /// IPHONEOS_DEPLOYMENT_TARGET themselves.
    private func appOnXcconfigFiles() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-init-build")
        let fixture = RepositoryPaths.goldens.appendingPathComponent("wiring/xcode-template/before")
        try folder.copyContents(of: fixture, skipping: [".viper-gen.json"])
        var project = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-77.pbxproj"), encoding: .utf8
        )
        .replacingOccurrences(of: "Legacy", with: "OldCode")
        .replacingOccurrences(of: "MyApp", with: "Legacy")
        let reference = "AC0000000000000000000001"
        project =
            project
            .replacingOccurrences(of: "\t\t\t\tSWIFT_VERSION = 5.0;\n", with: "")
            .replacingOccurrences(of: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.2;\n", with: "")
            .replacingOccurrences(
                of: "isa = XCBuildConfiguration;",
                with:
                    "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = \(reference);"
            )
            .replacingOccurrences(
                of: "/* Begin PBXFileReference section */\n",
                with:
                    "/* Begin PBXFileReference section */\n\t\t\(reference) = {isa = PBXFileReference; "
                    + "lastKnownFileType = text.xcconfig; path = Config/App.xcconfig; "
                    + "sourceTree = \"<group>\"; };\n")
        let mainGroup = try #require(
            project.firstRange(of: "mainGroup = ").map { project[$0.upperBound...].prefix(24) })
        let groupStart = try #require(project.firstRange(of: "\t\t\(mainGroup) = {"))
        let children = try #require(
            project[groupStart.upperBound...].firstRange(of: "children = (\n"))
        project.insert(contentsOf: "\t\t\t\t\(reference),\n", at: children.upperBound)
        try folder.write("Legacy.xcodeproj/project.pbxproj", project)
        return folder
    }

    @Test func settingsComeFromTheXcconfigFilesAndTheirIncludes() throws {
        let app = try appOnXcconfigFiles()
        try app.write(
            "Config/App.xcconfig",
            "// The app\n#include \"Shared/Base.xcconfig\"\nSWIFT_VERSION = 6.0\n")
        try app.write(
            "Config/Shared/Base.xcconfig",
            "SWIFT_VERSION = 5.0\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n"
                + "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n")
        let run = KitRun.initialize(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        let config = try ProjectConfig.decode(
            Array(try app.read(".viper-gen.json").utf8), file: ".viper-gen.json")
        #expect(config.build?.swiftVersion == "6")
        #expect(config.build?.deploymentTarget == "12.0")
        #expect(config.build?.defaultIsolation == "MainActor")
        #expect(
            run.out.contains(
                "build         Swift 6, iOS 12.0, default isolation MainActor  (from the build "
                    + "settings of target Legacy in Legacy.xcodeproj)"), "\(run.out)")
    }

    @Test func missingXcconfigFilesLeaveTheSettingsOut() throws {
        let app = try appOnXcconfigFiles()
        let run = KitRun.initialize(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        let config = try ProjectConfig.decode(
            Array(try app.read(".viper-gen.json").utf8), file: ".viper-gen.json")
        #expect(config.build?.swiftVersion == nil)
        #expect(config.build?.deploymentTarget == nil)
        #expect(config.build?.viewIsolation == "MainActor")
    }
}
