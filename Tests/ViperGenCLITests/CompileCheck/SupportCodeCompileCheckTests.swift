import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 36: the support code `init` gives an app with no VIPER makes its first modules
/// compile (`SupportCodeTests` in ViperGenKitTests checks what is written).
@Suite("init: support code compiles")
struct SupportCodeCompileCheckTests {
    /// Type-checks every Swift file below `folder` of `app` as the module `Shop`, in
    /// `languageMode`; warnings fail it where `strict`.
    private func typeCheck(
        _ app: TemporaryFolder, folder: String, languageMode: String, strict: Bool
    )
        throws -> CompilerRun
    {
        let setup = try CompilerSetup.shared.get()
        let root = app.appending(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0).path }
        return try CompilerRun.compile(
            setup.compiler,
            [
                "-typecheck", "-parse-as-library", "-module-name", "Shop", "-swift-version",
                languageMode,
            ]
                + setup.frameworkArguments
                + (strict && setup.warningsAreErrors ? ["-warnings-as-errors"] : [])
                + files)
    }

    @Test func aSwiftUIAppGetsTheSupportCodeAndItsFirstModulesCompile() throws {
        let app = try SupportCodeApp.swiftUI()
        let adopted = TestRun.run(["init"] + TestRun.fixedFlags, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        #expect(
            adopted.out.contains("Adding the swiftui support code to App/Architecture"),
            "\(adopted.out)")
        #expect(!adopted.err.contains("no file declares"), "\(adopted.err)")
        for file in [
            "AppContainer", "InteractorProtocol", "Swilby/Assembly", "Swilby/DependencyContainer",
            "NavigationService/NavigationService", "NavigationService/Views",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: app.path("App/Architecture/\(file).swift")),
                "\(file)")
        }
        // The view builder and RootView come with the first module: a switch over Views
        // before it has a case does not compile in a view builder.
        #expect(
            !FileManager.default.fileExists(atPath: app.path("App/Architecture/RootView.swift")))
        let empty = try typeCheck(app, folder: "App", languageMode: "6", strict: true)
        #expect(empty.succeeded, "\(empty.output)")

        let first = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: app.url)
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.contains("Creating App/Architecture/ApplicationViewBuilder.swift"))
        #expect(first.out.contains("Creating App/Architecture/RootView.swift"))
        let builder = try app.read("App/Architecture/ApplicationViewBuilder.swift")
        #expect(builder.contains("case .payments: buildPayments()"), "\(builder)")
        #expect(!builder.contains("buildMain") && !builder.contains(".main"), "\(builder)")
        #expect(builder.contains("AppContainer.makeContainer()"), "\(builder)")
        #expect(
            try app.read("App/Architecture/AppContainer.swift").contains(
                "        // Modules\n        container.apply(PaymentsAssembly.self)\n"))
        #expect(
            try app.read("App/Architecture/NavigationService/Views.swift").contains(
                "{\n    case payments\n\n    /// The screen's identity"))

        let second = TestRun.run(["module", "Settings"] + TestRun.fixedFlags, in: app.url)
        #expect(second.code == .success, "\(second.err)")
        #expect(!second.out.contains("Creating App/Architecture/"), "\(second.out)")
        for mode in ["6", "5"] {
            let run = try typeCheck(app, folder: "App", languageMode: mode, strict: mode == "6")
            #expect(run.succeeded, "Swift \(mode): \(run.output)")
        }
    }

    @Test func aUIKitAppGetsTheProtocolsAndOpensAModuleAsTheNextStepsSay() throws {
        let app = try SupportCodeApp.uikit()
        let adopted = TestRun.run(["init", "--style", "uikit"] + TestRun.fixedFlags, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        #expect(
            adopted.out.contains("  extension HomeViewController: Viewable {}"), "\(adopted.out)")
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        // The next steps, pasted into the app's own view controller.
        try app.write(
            "App/HomeViewController+Payments.swift",
            "import UIKit\n\nextension HomeViewController: Viewable {}\n\nextension HomeViewController {\n"
                + "    func openPayments() {\n"
                + "        PaymentsRouterInput().push(from: self, entryEntity: PaymentsEntryEntity())\n"
                + "    }\n}\n")
        let checked = try typeCheck(app, folder: "App", languageMode: "6", strict: true)
        #expect(checked.succeeded, "\(checked.output)")
    }
}
