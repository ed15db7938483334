import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: in an app built from an `.xcodeproj`, `rename` also moves the module's files and
/// tests in the project file, which ends byte for byte as `module` under the new name makes it.
@Suite("rename: Xcode apps")
struct RenameXcodeAppTests {
    @Test func anAdoptedAppEndsAsIfTheModuleHadBeenMadeUnderItsNewName() throws {
        let renamed = try XcodeAppFolder.swiftUIApp()
        let direct = try XcodeAppFolder.swiftUIApp()
        for app in [renamed, direct] {
            try #require(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        }
        try LifecycleApp.add(.module, ["Payments"], to: renamed)
        try LifecycleApp.add(.module, ["Billing"], to: direct)

        let run = KitRun.rename("Payments", "Billing", in: renamed.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "Renamed Payments to Billing: 11 files, 4 registrations, project file."),
            "\(run.out)")
        #expect(try renamed.read(XcodeAppFolder.pbxproj) == direct.read(XcodeAppFolder.pbxproj))
        #expect(try DirectorySnapshot(of: renamed.path) == DirectorySnapshot(of: direct.path))
    }

    @Test(arguments: ["uikit", "routed"])
    func aGeneratedAppWithAProjectFileToo(style: String) throws {
        let renamed = try XcodeAppFolder.generatedApp(style: style)
        let direct = try XcodeAppFolder.generatedApp(style: style)
        try LifecycleApp.add(.module, ["Orders"], to: renamed)
        try LifecycleApp.add(.module, ["Billing"], to: direct)

        let run = KitRun.rename("Orders", "Billing", in: renamed.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try renamed.read(XcodeAppFolder.pbxproj) == direct.read(XcodeAppFolder.pbxproj))
        #expect(try DirectorySnapshot(of: renamed.path) == DirectorySnapshot(of: direct.path))
    }
}
