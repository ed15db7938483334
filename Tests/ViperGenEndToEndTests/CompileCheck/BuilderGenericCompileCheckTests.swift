import Foundation
import Testing
import ViperGenCLITestSupport

/// Generates `builder` and `generic` projects with two modules each and type-checks their app
/// and test targets with `swiftc`: against the UIKit and GenericModule stand-ins on Linux,
/// against the real iOS SDK on macOS (`builder` only: there is no GenericModule package there).
@Suite("CompileCheck: builder and generic styles")
struct BuilderGenericCompileCheckTests {
    @Test(arguments: CompileCheckTests.settingsBesidesTheTestsRun)
    func builderProjectWithTwoModulesTypeChecks(settings: LanguageSettings) throws {
        try typeCheckProjectWithTwoModules(style: "builder", settings: settings)
    }

    @Test(
        .enabled(if: TestPlatform.isLinux, "the GenericModule stand-in is built on Linux only"),
        arguments: CompileCheckTests.settingsBesidesTheTestsRun)
    func genericProjectWithTwoModulesTypeChecks(settings: LanguageSettings) throws {
        try typeCheckProjectWithTwoModules(style: "generic", settings: settings)
    }

    @Test func outdatedUIKitNameFailsTheBuilderCheck() throws {
        // UIKit renamed isMovingFromParentViewController to isMovingFromParent in iOS 12.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--template", "builder"])
        try project.replace(
            "isMovingFromParent ||", with: "isMovingFromParentViewController ||",
            in: "Sources/MyApp/Classes/Modules/Main/User Interface/View/MainViewController.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("isMovingFromParentViewController"), "\(run.output)")
    }

    @Test(.enabled(if: TestPlatform.isLinux, "the GenericModule stand-in is built on Linux only"))
    func presenterOfTheOldGenericModuleAPIFailsTheCheck() throws {
        // GenericModule's Presenter had no State parameter before 2021 (it came from the view
        // model); the stand-in has the current five.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--template", "generic"])
        try project.replace(
            "Presenter<\n        MainState,\n", with: "Presenter<\n",
            in: "Sources/MyApp/Classes/Modules/Main/MainPresenter.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("Presenter"), "\(run.output)")
    }

    @Test(.enabled(if: TestPlatform.isLinux, "the GenericModule stand-in is built on Linux only"))
    func viewInputOffTheMainActorFailsOnlyTheSwift6Check() throws {
        // Negative control for the language mode: a view controller conforms to its view input,
        // so that protocol must be main-actor isolated, and only Swift 6's checks say so.
        let project = try GeneratedProject(projectArguments: ["--template", "generic"])
        let file = "Sources/MyApp/Classes/Modules/Main/MainViewController.swift"
        try project.replace(
            "@MainActor\nprotocol MainViewInput: AnyObject {}",
            with: "protocol MainViewInput: AnyObject {\n    func showTitle()\n}", in: file)
        try project.replace(
            "extension MainViewController: MainViewInput {}",
            with: "extension MainViewController: MainViewInput {\n    func showTitle() {}\n}",
            in: file)
        try expectOnlySwift6CatchesAMainActorViolation(in: project)
    }

    @Test func wireframeOffTheMainActorFailsOnlyTheSwift6Check() throws {
        // Negative control for the builder's isolation: the wireframe puts view controllers in
        // windows and navigation stacks, which only the main actor may touch, and only Swift 6's
        // checks (the manifest's mode) say so.
        // The class would take the main actor from its protocol: both leave it.
        let project = try GeneratedProject(projectArguments: ["--template", "builder"])
        let file = "Sources/MyApp/Classes/Modules/Main/User Interface/Wireframe/MainWireframe.swift"
        try project.replace(
            "@MainActor\nprotocol IMainWireframe: AnyObject {",
            with: "protocol IMainWireframe: AnyObject {", in: file)
        try project.replace(
            "@MainActor\nfinal class MainWireframe: IMainWireframe {",
            with: "final class MainWireframe: IMainWireframe {", in: file)
        try expectOnlySwift6CatchesAMainActorViolation(in: project)
    }

    /// Expects the app of `project` to type-check in Swift 5 mode and to fail in the manifest's
    /// Swift 6 mode on main-actor isolation.
    private func expectOnlySwift6CatchesAMainActorViolation(in project: GeneratedProject) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let swift5 = try checker.typeCheckApp(of: project, settings: .swift5)
        #expect(swift5.succeeded, "\(swift5.output)")
        let swift6 = try checker.typeCheckApp(of: project)
        #expect(!swift6.succeeded)
        #expect(swift6.output.contains("main actor-isolated"), "\(swift6.output)")
    }

    /// Makes a project of `style` with Main, Payments (the config picks the style) and
    /// PaymentDetails (`--template` picks it), and type-checks its app and tests.
    private func typeCheckProjectWithTwoModules(style: String, settings: LanguageSettings) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--template", style])
        try project.add("module", "Payments")
        try project.add("module", "PaymentDetails", ["--template", style])
        let result = try checker.checkAppAndTests(of: project, settings: settings)
        #expect(result.app.succeeded, "\(style), \(settings), app:\n\(result.app.output)")
        #expect(
            result.tests?.succeeded == true,
            "\(style), \(settings), tests:\n\(result.tests?.output ?? "")")
    }
}
