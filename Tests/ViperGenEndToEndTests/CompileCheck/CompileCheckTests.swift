import Foundation
import Testing
import ViperGenCLITestSupport

/// Generates trees with viper-gen and type-checks them with `swiftc`: against stand-ins for
/// SwiftUI and Combine on Linux, against the real iOS SDK on macOS.
@Suite("CompileCheck")
struct CompileCheckTests {
    /// The settings every variant is checked in: the language mode the manifest implies, and
    /// Swift 6 with its complete concurrency checks.
    static let languageSettings: [LanguageSettings] = [.manifest, .swift6]

    /// The settings a project whose generated tests also run is checked in: Swift 6, and Swift 6
    /// with main-actor default isolation (a new Xcode 26 app target's).
    ///
    /// On Linux the tests' run builds the same project, app and tests, in the manifest's mode
    /// with warnings as errors, so the manifest's mode is left out there.
    static let settingsBesidesTheTestsRun: [LanguageSettings] =
        (TestPlatform.isLinux ? [] : [.manifest]) + [.swift6, .swift6MainActor]

    @Test(arguments: SwiftUIVariant.all, settingsBesidesTheTestsRun)
    func projectWithModulesAndServiceTypeChecks(
        _ variant: SwiftUIVariant, settings: LanguageSettings
    ) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: variant.projectArguments)
        try project.add("module", "Payments")
        try project.add("module", "PaymentDetails")
        try project.add("service", "Network")
        let result = try checker.checkAppAndTests(of: project, settings: settings)
        #expect(result.app.succeeded, "\(variant), \(settings), app:\n\(result.app.output)")
        #expect(
            result.tests?.succeeded == true,
            "\(variant), \(settings), tests:\n\(result.tests?.output ?? "")")
    }

    @Test func regeneratedProjectWithModulesAndServiceTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Profile")
        try project.add("module", "Payments")
        try project.add("service", "Network")
        try project.regenerate()
        let run = try checker.typeCheckApp(of: project)
        #expect(run.succeeded, "app sources:\n\(run.output)")
    }

    @Test(arguments: ModuleTemplateStyle.all)
    func moduleTemplateTypeChecksInAFreshProject(_ style: ModuleTemplateStyle) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Checkout", style.arguments)
        let result = try checker.checkAppAndTests(of: project, settings: .swift6)
        #expect(result.app.succeeded, "\(style):\n\(result.app.output)")
        #expect(result.tests?.succeeded == true, "\(style), tests:\n\(result.tests?.output ?? "")")
    }

    @Test(
        .enabled(
            if: TestPlatform.isLinux,
            "reads /proc/self/maps, which only Linux has; macOS uses swiftc on PATH (Xcode's shim)")
    )
    func compilerIsFoundFromTheRunningToolchainWithoutPath() throws {
        let compiler = try SwiftCompilerLocator.locate(environment: [:]).get()
        #expect(compiler.lastPathComponent == "swiftc")
    }

    @Test func renamedPresenterInitializerLabelFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Payments")
        try project.replace(
            "router: any PaymentsRouterProtocol,", with: "rooter: any PaymentsRouterProtocol,",
            in: "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("PaymentsPresenter("), "\(run.output)")
        #expect(run.output.contains("rooter:"), "\(run.output)")
    }

    @Test func misspeltSwiftUITypeFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.replace(
            "NavigationStack(path:", with: "NavigationStak(path:",
            in: "Sources/MyApp/RootView.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("NavigationStak"), "\(run.output)")
    }

    @Test func brokenTestDoubleFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Payments")
        try project.replace(
            "func set(with presenter:", with: "func set(using presenter:",
            in: "Tests/MyAppTests/Payments/PaymentsViewStateSpy.swift")
        let result = try checker.checkAppAndTests(of: project)
        #expect(result.app.succeeded, "\(result.app.output)")
        let output = result.tests?.output ?? ""
        #expect(result.tests?.succeeded == false)
        #expect(output.contains("error:"), "\(output)")
        #expect(output.contains("PaymentsViewStateSpy"), "\(output)")
    }

    @Test func wrongScreenInAPreviewFailsTheCheck() throws {
        // The #Preview stand-in plugin expands to nothing; its body is still type-checked.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--set", "observation=Observable"])
        try project.replace(
            ".build(view: .main)", with: ".build(view: .mian)",
            in: "Sources/MyApp/Classes/Modules/Main/View/MainView.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("mian"), "\(run.output)")
    }

    @Test(arguments: SwiftUIVariant.all)
    func viewStateChangedOffTheMainActorFailsTheSwift6Check(_ variant: SwiftUIVariant) throws {
        // Negative control for the main actor: the interactor is nonisolated, so connecting the
        // view state from it is the off-main-actor change Swift 6 must refuse.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: variant.projectArguments)
        try project.replace(
            "final class MainInteractor: MainInteractorProtocol {\n",
            with: """
                final class MainInteractor: MainInteractorProtocol {
                    func connect(_ viewState: MainViewState, to presenter: MainPresenter) {
                        viewState.set(with: presenter)
                    }

                """,
            in: "Sources/MyApp/Classes/Modules/Main/Interactor/MainInteractor.swift")
        let run = try checker.typeCheckApp(of: project, settings: .swift6)
        #expect(!run.succeeded)
        #expect(run.output.contains("main actor-isolated"), "\(variant):\n\(run.output)")
        #expect(run.output.contains("set(with:)"), "\(variant):\n\(run.output)")
    }

    @Test(
        .enabled(
            if: TestPlatform.isLinux,
            "the stand-ins' State is not Sendable; the real SDK's conformances may differ")
    )
    func viewBuiltOffTheMainActorFailsTheSwift6Check() throws {
        // Negative control for the language mode: the Observable variant's assembly must build
        // its view on the main actor, and only Swift 6's checks say so.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--set", "observation=Observable"])
        try project.replace(
            "    @MainActor\n    func build() -> some View {",
            with: "    func build() -> some View {",
            in: "Sources/MyApp/Classes/Modules/Main/Assembly/MainAssembly.swift")
        let run = try checker.typeCheckApp(of: project, settings: .swift6)
        #expect(!run.succeeded)
        #expect(run.output.contains("main actor-isolated"), "\(run.output)")
    }
}
