import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// Issue 23: a `check --fix` that fails at any step of its transaction leaves the app as it
/// was, app files and project file; the same run then succeeds.
@Suite("check --fix atomicity")
struct CheckFixAtomicityTests {
    /// A generated swiftui project with `Payments` added, then its `Views` case and container
    /// line deleted by hand: two app files to mend.
    private static func generatedApp() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        try app.write(
            CheckCommandTests.views,
            try app.read(CheckCommandTests.views).replacingOccurrences(
                of: "    case payments\n", with: ""))
        let rootApp = "Sources/MyApp/RootApp.swift"
        try app.write(
            rootApp,
            try app.read(rootApp).replacingOccurrences(
                of: "        container.apply(PaymentsAssembly.self)\n", with: ""))
        return app
    }

    /// An adopted Xcode app with `Payments` added, then a build line of its view deleted by
    /// hand: the project file to mend.
    private static func xcodeApp() throws -> TemporaryFolder {
        try CheckXcodeAppTests.appWithPayments(withoutBuilding: "PaymentsView.swift")
    }

    /// Runs `check --fix` in `app` on `fileSystem`.
    private func fix(in app: TemporaryFolder, on fileSystem: any FileSystem) throws {
        var options = CheckOptions()
        options.fix = true
        var environment = TestRunEnvironment.make(in: app.url)
        environment.fileSystem = fileSystem
        try Checker(
            options: options, environment: environment, console: CapturedConsole().console
        ).run()
    }

    @Test(arguments: [FileSystemOperation.move, .write, .createDirectory], [true, false])
    func aFailureAtAnyStepLeavesTheAppAsItWas(operation: FileSystemOperation, xcode: Bool)
        throws
    {
        try LifecycleApp.failEachStep(
            operation, limit: 40, app: xcode ? Self.xcodeApp : Self.generatedApp,
            run: fix(in:on:), rerun: { KitRun.check(in: $0) { $0.fix = true } },
            afterwards: { #expect(KitRun.check(in: $0.url).code == .success) })
    }
}
