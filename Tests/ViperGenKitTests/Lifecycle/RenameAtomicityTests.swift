import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// Issue 23: a `rename` that fails at any step of its transaction leaves the app as it was,
/// module, registrations, project file and record; the same run then succeeds.
@Suite("rename atomicity")
struct RenameAtomicityTests {
    /// An adopted Xcode app with `Payments` added.
    private func app() throws -> TemporaryFolder {
        let app = try XcodeAppFolder.swiftUIApp()
        #expect(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        return app
    }

    /// Runs `rename Payments Billing` in `app` on `fileSystem`.
    private func rename(in app: TemporaryFolder, on fileSystem: any FileSystem) throws {
        var options = RenameOptions()
        options.oldName = "Payments"
        options.newName = "Billing"
        var environment = TestRunEnvironment.make(in: app.url)
        environment.fileSystem = fileSystem
        try Renamer(
            options: options, environment: environment, console: CapturedConsole().console
        ).run()
    }

    @Test(arguments: [FileSystemOperation.move, .write, .createDirectory])
    func aFailureAtAnyStepLeavesTheAppAsItWas(operation: FileSystemOperation) throws {
        try LifecycleApp.failEachStep(
            operation, limit: 80, app: app, run: rename(in:on:),
            rerun: { KitRun.rename("Payments", "Billing", in: $0) })
    }
}
