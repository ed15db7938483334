import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: in an app built from an `.xcodeproj`, `remove` also takes the module's files and
/// tests out of the project file, which ends byte for byte as before `module`.
@Suite("remove: Xcode apps")
struct RemoveXcodeAppTests {
    @Test func anAddedModuleLeavesTheProjectFileAsBefore() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        let before = try DirectorySnapshot(of: app.path)
        let projectFile = try app.read(XcodeAppFolder.pbxproj)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        #expect(try app.read(XcodeAppFolder.pbxproj) != projectFile)

        let removed = KitRun.remove(["Payments"], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains("Updating \(XcodeAppFolder.pbxproj)"), "\(removed.out)")
        #expect(
            removed.out.contains("Removed Payments: 11 files, 4 registrations, project file."),
            "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test(arguments: ["uikit", "routed"])
    func aGeneratedAppWithAProjectFileIsRestoredToo(style: String) throws {
        let app = try XcodeAppFolder.generatedApp(style: style)
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(.module, ["Orders"], to: app)
        #expect(try DirectorySnapshot(of: app.path) != before)

        let removed = KitRun.remove(["Orders"], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
