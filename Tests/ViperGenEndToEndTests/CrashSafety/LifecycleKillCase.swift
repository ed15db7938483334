import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// A command of issue 23 that changes an app, killed by the crash-safety tests, with the app it
/// starts from: the Xcode fixture's app adopted with `init` and `Payments` added, so the
/// command edits the project file and the records as well as the module and the app files.
enum LifecycleKillCase: String, CaseIterable, CustomTestStringConvertible {
    case remove
    case rename
    case checkFix

    /// The command line after `viper-gen`, quiet.
    var arguments: [String] {
        switch self {
        case .remove: ["remove", "Payments", "-q"]
        case .rename: ["rename", "Payments", "Billing", "-q"]
        case .checkFix: ["check", "--fix", "-q"]
        }
    }

    /// The command line as the test's name.
    var testDescription: String { arguments.dropLast().joined(separator: " ") }

    /// A new app to start from; for `check --fix`, `PaymentsView.swift` is taken out of the
    /// target by hand, which the fix puts back.
    func startingApp() throws -> TemporaryFolder {
        if self == .checkFix {
            return try LifecycleApp.xcodeAppWithPayments(withoutBuilding: "PaymentsView.swift")
        }
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(TestRun.run(["init", "-q"], in: app.url).code == .success)
        try LifecycleApp.add(["module", "Payments"], to: app)
        return app
    }

    /// A copy of `app`, for one trial (copying is cheaper than making it again).
    static func copy(of app: TemporaryFolder) throws -> TemporaryFolder {
        let trial = try TemporaryFolder("viper-gen-lifecycle-kill")
        try trial.copyContents(of: app.url)
        return trial
    }
}
