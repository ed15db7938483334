import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// Issue 23: a `remove` that fails at any step of its transaction leaves the app as it was,
/// module, registrations, project file and record; the same run then succeeds.
@Suite("remove atomicity")
struct RemoveAtomicityTests {
    /// An adopted Xcode app with `Payments` added.
    private func app() throws -> TemporaryFolder {
        let app = try XcodeAppFolder.swiftUIApp()
        #expect(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        return app
    }

    /// Runs `remove Payments` in `app` on `fileSystem`.
    private func remove(in app: TemporaryFolder, on fileSystem: any FileSystem) throws {
        var options = RemoveOptions()
        options.names = ["Payments"]
        var environment = TestRunEnvironment.make(in: app.url)
        environment.fileSystem = fileSystem
        try Remover(
            options: options, environment: environment, console: CapturedConsole().console
        ).run()
    }

    @Test(arguments: [FileSystemOperation.move, .write, .createDirectory])
    func aFailureAtAnyStepLeavesTheAppAsItWas(operation: FileSystemOperation) throws {
        try LifecycleApp.failEachStep(
            operation, limit: 60, app: app, run: remove(in:on:),
            rerun: { KitRun.remove(["Payments"], in: $0) })
    }
}
