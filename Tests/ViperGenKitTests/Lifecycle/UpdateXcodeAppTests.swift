import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// Issue 23: in an adopted `.xcodeproj` app, the files a template change adds join the app
/// target and those it drops leave the project file, in the same transaction as the merge; a
/// failure at any step of it leaves the app as it was, and the same run then succeeds.
@Suite("update: Xcode apps")
struct UpdateXcodeAppTests {
    private let template = ".viper-gen/templates/module"

    /// An adopted Xcode app with `Payments` made by the built-in template, and the project's
    /// copy of that template, changed: a file added, a test double dropped, the view changed.
    private func app() throws -> TemporaryFolder {
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let export = KitRun.exportTemplate("module", to: template, in: app.url)
        try #require(export.code == .success, "\(export.err)")
        let variant = template + "/ObservableObjectXCTest/"
        try app.write(
            variant + "___FILEBASENAME___/___FILEBASENAME___Analytics.swift",
            "/// Analytics of ___VARIABLE_moduleName___.\nenum ___VARIABLE_moduleName___Analytics {}\n"
        )
        try FileManager.default.removeItem(
            at: app.appending(
                variant + "___TESTS___/___FILEBASENAME___/___FILEBASENAME___RouterSpy.swift"))
        let view = variant + "___FILEBASENAME___/View/___FILEBASENAME___View.swift"
        try app.write(view, try app.read(view) + "// The team's footer.\n")
        return app
    }

    @Test func addedFilesJoinTheTargetAndDroppedOnesLeaveIt() throws {
        let app = try app()
        let projectFile = try app.read(XcodeAppFolder.pbxproj)
        #expect(!projectFile.contains("PaymentsAnalytics.swift"))
        #expect(projectFile.contains("PaymentsRouterSpy.swift"))

        let run = KitRun.update(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Updating \(XcodeAppFolder.pbxproj)"), "\(run.out)")
        let updated = try app.read(XcodeAppFolder.pbxproj)
        #expect(updated.contains("PaymentsAnalytics.swift in Sources"))
        #expect(!updated.contains("PaymentsRouterSpy.swift"))
        let check = KitRun.check(in: app.url)
        #expect(check.code == .success, "\(check.out)\(check.err)")
    }

    /// Runs `update` in `app` on `fileSystem`.
    private func update(in app: TemporaryFolder, on fileSystem: any FileSystem) throws {
        var environment = TestRunEnvironment.make(in: app.url)
        environment.fileSystem = fileSystem
        try Updater(
            options: UpdateOptions(), environment: environment,
            console: CapturedConsole().console
        ).run()
    }

    @Test(arguments: [FileSystemOperation.move, .write, .createDirectory])
    func aFailureAtAnyStepLeavesTheAppAsItWas(operation: FileSystemOperation) throws {
        try LifecycleApp.failEachStep(
            operation, limit: 60, app: app, run: update(in:on:),
            rerun: { KitRun.update(in: $0) })
    }
}
