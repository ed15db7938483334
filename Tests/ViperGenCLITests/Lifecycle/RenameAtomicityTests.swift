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
        #expect(TestRun.run(["init", "-q"], in: app.url).code == .success)
        try LifecycleApp.add(["module", "Payments"], to: app)
        return app
    }

    /// Runs `rename Payments Billing` in `app` on `fileSystem`.
    private func rename(in app: TemporaryFolder, on fileSystem: any FileSystem) throws {
        var options = RenameOptions()
        options.oldName = "Payments"
        options.newName = "Billing"
        var environment = TestRun.environment(in: app.url)
        environment.fileSystem = fileSystem
        try RenameCommand(
            options: options, environment: environment, console: CapturedConsole().console
        ).run()
    }

    @Test(arguments: [FileSystemOperation.move, .write, .createDirectory])
    func aFailureAtAnyStepLeavesTheAppAsItWas(operation: FileSystemOperation) throws {
        var failures = 0
        for occurrence in 1...80 {
            let app = try app()
            let added = try DirectorySnapshot(of: app.path)
            let fileSystem = FaultInjectingFileSystem(
                failing: operation, at: occurrence, code: EACCES)
            do {
                try rename(in: app, on: fileSystem)
            } catch {
                failures += 1
                #expect(
                    try DirectorySnapshot(of: app.path) == added, "\(operation) \(occurrence)")
                let again = TestRun.run(["rename", "Payments", "Billing", "-q"], in: app.url)
                #expect(again.code == .success, "after \(operation) \(occurrence): \(again.err)")
                continue
            }
            break
        }
        #expect(failures > 0, "no \(operation) failed")
        #expect(failures < 80, "every \(operation) tried failed")
    }
}
