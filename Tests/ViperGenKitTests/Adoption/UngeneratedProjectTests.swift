import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// An app whose `.xcodeproj` a tool generates (element-ios commits only its `xcshareddata`).
///
/// Without the tool's spec beside it, the missing project file is named as such, not as a file
/// to `chmod`; with the spec, the app is adopted instead (`XcodeGenAppTests`).
@Suite("init: a project file a tool generates")
struct UngeneratedProjectTests {
    @Test func aProjectFolderWithoutItsProjectFileSaysToGenerateIt() throws {
        let app = try TemporaryFolder("viper-gen-ungenerated")
        try app.write("Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme", "<Scheme/>\n")
        try app.write(
            "Shop/AppDelegate.swift",
            "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.initialize(.fixed(), in: app.url)

        #expect(run.code != .success)
        #expect(
            run.err.contains(
                "Shop.xcodeproj/project.pbxproj does not exist: the project file is made by a "
                    + "tool (XcodeGen's project.yml, Tuist's Project.swift) and not committed."),
            "\(run.err)")
        #expect(!run.err.contains("chmod"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
