import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 36: an app with no VIPER yet gets its style's support code from `init` (base
/// protocols, container, navigation), so the first module compiles; without it, `module`
/// refuses instead of writing a module that cannot build.
@Suite("init: support code for apps without VIPER")
struct SupportCodeTests {
    /// An app built by Package.swift from `App/`, with no VIPER: `files` under `App/`.
    private func app(_ files: [String: String]) throws -> TemporaryFolder {
        let app = try TemporaryFolder("viper-gen-support")
        try app.write(
            "Package.swift",
            "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n"
                + "    name: \"Shop\",\n    targets: [.executableTarget(name: \"Shop\", path: "
                + "\"App\")]\n)\n")
        for (path, text) in files { try app.write("App/" + path, text) }
        return app
    }

    /// A SwiftUI app: its `App` and a `ContentView`.
    private func swiftUIApp() throws -> TemporaryFolder {
        try app([
            "ShopApp.swift":
                "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene {\n"
                + "        WindowGroup { ContentView() }\n    }\n}\n",
            "ContentView.swift":
                "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n"
                + "        Text(\"Shop\")\n    }\n}\n",
        ])
    }

    /// A UIKit app: its app delegate and a view controller.
    private func uikitApp() throws -> TemporaryFolder {
        try app([
            "AppDelegate.swift":
                "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
                + "    var window: UIWindow?\n}\n",
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
        ])
    }

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
        let app = try swiftUIApp()
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
                "{\n    case payments\n\n    var id"))

        let second = TestRun.run(["module", "Settings"] + TestRun.fixedFlags, in: app.url)
        #expect(second.code == .success, "\(second.err)")
        #expect(!second.out.contains("Creating App/Architecture/"), "\(second.out)")
        for mode in ["6", "5"] {
            let run = try typeCheck(app, folder: "App", languageMode: mode, strict: mode == "6")
            #expect(run.succeeded, "Swift \(mode): \(run.output)")
        }
    }

    @Test func aUIKitAppGetsTheProtocolsAndOpensAModuleAsTheNextStepsSay() throws {
        let app = try uikitApp()
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

    @Test func withoutSupportCodeAModuleIsRefusedAndNothingIsWritten() throws {
        let app = try swiftUIApp()
        let adopted = TestRun.run(["init", "--no-support"] + TestRun.fixedFlags, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path("App/Architecture")))
        let before = try DirectorySnapshot(of: app.path)

        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: app.url)

        #expect(run.code == .cannotCreate, "\(run.out)")
        #expect(
            run.err.contains(
                "The module Payments would not compile: the module template's files use "
                    + "ApplicationViewBuilder, Assembly, InteractorProtocol, NavigationAssembly, "
                    + "NavigationServiceType, PresenterProtocol, RouterProtocol and "
                    + "ViewStateProtocol, which no Swift file below"), "\(run.err)")
        #expect(run.err.contains("viper-gen init --force"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func anAppWithPartOfTheSupportCodeIsWarnedAndGivenNone() throws {
        let app = try uikitApp()
        try app.write("App/Viewable.swift", "protocol Viewable: AnyObject {}\n")
        let adopted = TestRun.run(["init", "--style", "uikit"] + TestRun.fixedFlags, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        #expect(
            adopted.err.contains(
                "the app declares Viewable, as the style's support code does, but not "
                    + "Interactorable, Presenterable, Routerable, which its modules use"),
            "\(adopted.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path("App/Architecture")))
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: app.url)
        #expect(run.code == .cannotCreate, "\(run.out)")
        #expect(run.err.contains("Interactorable"), "\(run.err)")
    }

    @Test func aDryRunShowsTheSupportFilesAndWritesNothing() throws {
        let app = try uikitApp()
        let before = try DirectorySnapshot(of: app.path)
        let run = TestRun.run(
            ["init", "--style", "uikit", "--dry-run"] + TestRun.fixedFlags, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("  App/Architecture/Viewable.swift"), "\(run.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
