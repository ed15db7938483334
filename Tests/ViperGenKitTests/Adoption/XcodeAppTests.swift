import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// In an app built from an `.xcodeproj`, new files become members of the app target in the same
/// transaction as the files and the registrations.
@Suite("Xcode apps")
struct XcodeAppTests {
    /// The app of ``XcodeAppFolder/swiftUIApp(pbxproj:)``, adopted by `viper-gen init`.
    private func xcodeApp() throws -> TemporaryFolder {
        let folder = try XcodeAppFolder.swiftUIApp()
        let adopted = KitRun.initialize(.with { $0.quiet = true }, in: folder.url)
        try #require(adopted.code == .success, "\(adopted.err)")
        return folder
    }

    private let pbxproj = XcodeAppFolder.pbxproj

    @Test func aModuleJoinsTheAppTargetOnceAndTheDryRunShowsTheEdit() throws {
        let app = try xcodeApp()
        let preview = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.dryRun = true }, in: app.url)
        #expect(preview.code == .success, "\(preview.err)")
        #expect(preview.out.contains("PaymentsView.swift in Sources */"), "\(preview.out)")

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Updating \(pbxproj)"), "\(run.out)")
        #expect(run.out.contains("Added 7 files to the MyApp target in MyApp.xcodeproj."))
        // Issue 22: the module's tests join the unit-test target that tests the app.
        #expect(
            run.out.contains("Added 4 test files to the MyAppTests target in MyApp.xcodeproj."),
            "\(run.out)")
        try GoldenTree.assertMatches(
            text: try app.read(pbxproj), golden: "xcode-app/payments.pbxproj")
        let again = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.force = true
                $0.flags.verbose = true
            }, in: app.url)
        #expect(again.code == .success, "\(again.err)")
        #expect(again.out.contains("already members of the MyApp target"), "\(again.out)")
        try GoldenTree.assertMatches(
            text: try app.read(pbxproj), golden: "xcode-app/payments.pbxproj")
    }

    @Test func filesJoinTheTargetWhenSomeRegistrationLinesAreLeftToTheUser() throws {
        // Issue 22: the module's files compile on their own and the lines printed for the user
        // refer to its types, so they join the target; --no-register leaves the project file.
        let app = try xcodeApp()
        try FileManager.default.removeItem(at: app.appending("MyApp/RootView.swift"))
        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.contains("Warning:"), "\(run.err)")
        #expect(run.out.contains("Added 7 files to the MyApp target"), "\(run.out)")

        let before = try app.read(pbxproj)
        let unregistered = KitRun.generate(
            .module, .fixed("Profile") { $0.flags.noRegister = true }, in: app.url)
        #expect(unregistered.code == .success, "\(unregistered.err)")
        #expect(!unregistered.out.contains("Added"), "\(unregistered.out)")
        #expect(try app.read(pbxproj) == before)
    }

    @Test func anUnknownTargetIsRefusedWithTheTargetsAndNothingWritten() throws {
        let app = try xcodeApp()
        let before = try DirectorySnapshot(of: app.path)
        let run = KitRun.generate(
            .service, .fixed("Network") { $0.flags.target = "Nope" }, in: app.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("Nope"), "\(run.err)")
        #expect(run.err.contains("MyApp"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}

extension XcodeAppTests {
    @Test func anUnknownTestTargetIsRefusedWithTheUnitTestTargetsAndNothingWritten() throws {
        // Issue 22: --test-target names a unit-test target; MyAppWidget is an extension.
        let app = try xcodeApp()
        let before = try DirectorySnapshot(of: app.path)
        for name in ["Nope", "MyAppWidget"] {
            let run = KitRun.generate(
                .module, .fixed("Payments") { $0.flags.testTarget = name }, in: app.url)
            #expect(run.code == .usage, "\(run.err)")
            #expect(
                run.err.contains(
                    "no unit-test target named \"\(name)\"; pass --test-target NAME with one of: "
                        + "MyAppTests."), "\(run.err)")
            #expect(try DirectorySnapshot(of: app.path) == before)
        }
        // Checked even when the run writes no tests.
        let noTests = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.noTests = true
                $0.flags.testTarget = "Nope"
            }, in: app.url)
        #expect(noTests.code == .usage, "\(noTests.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
