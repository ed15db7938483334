import Foundation
import Testing
import ViperGenCLITestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The `uikit` and `routed` styles type-check (against the UIKit stand-in, or the iOS SDK).
///
/// A project with two modules, its tests, and the lines the closing advice gives to open a
/// module are checked in the manifest's language mode and in Swift 6; on Linux the generated
/// tests also run and pass. Negative controls show each check can fail.
@Suite("CompileCheck of the UIKit styles")
struct UIKitStylesCompileCheckTests {
    @Test(arguments: UIKitStyleProject.styles, ProjectConfig.testsChoices)
    func projectWithTwoModulesTypeChecksAndItsTestsPass(
        _ style: ArchitectureStyle, tests: String
    ) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(style, tests: tests)
        #expect(try project.languageMode() == "6")
        for settings in CompileCheckTests.settingsBesidesTheTestsRun {
            let result = try checker.checkAppAndTests(of: project, settings: settings)
            #expect(result.app.succeeded, "\(style), \(settings), app:\n\(result.app.output)")
            #expect(
                result.tests?.succeeded == true,
                "\(style), \(tests), \(settings), tests:\n\(result.tests?.output ?? "")")
        }
        guard TestPlatform.isLinux else { return }
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "\(style), \(tests)")
        else { return }
        // uikit: 3 app tests and 8 per module (Main and the two added); routed: 4 app
        // tests and 9 per module.
        let count = style == .uikit ? 27 : 31
        let summary =
            tests == "XCTest"
            ? "Executed \(count) tests, with 0 failures"
            : "Test run with \(count) tests in 4 suites passed"
        #expect(run.output.contains(summary), "\(run.output)")
    }

    @Test(.enabled(if: TestPlatform.isLinux, "runs against the stand-ins"))
    func aPresenterKeepingItsViewFailsItsGeneratedTests() throws {
        // Negative control: the reference cycle the generated Swift Testing tests exist to catch.
        let project = try UIKitStyleProject.make(.uikit)
        try project.replace(
            "private weak var view: (any PaymentsViewInputs)?",
            with: "private var view: (any PaymentsViewInputs)?",
            in: "Sources/MyApp/Classes/Modules/Payments/PaymentsPresenter.swift")
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "uikit")
        else { return }
        #expect(!run.succeeded)
        #expect(run.output.contains("presenterDoesNotKeepItsView()"), "\(run.output)")
        #expect(
            run.output.contains("screenMadeByTheRouterInputIsReleasedAsAWhole()"),
            "\(run.output)")
    }

    @Test(
        .enabled(if: TestPlatform.isLinux, "runs against the stand-ins"),
        arguments: UIKitStyleProject.styles)
    func aPresenterNotCancellingItsLoadFailsItsGeneratedTests(_ style: ArchitectureStyle) throws {
        // Negative control: the load left running after its screen goes.
        let project = try UIKitStyleProject.make(style)
        try project.replace(
            "    deinit {\n        loadTask?.cancel()\n    }\n", with: "",
            in: "Sources/MyApp/Classes/Modules/Payments/PaymentsPresenter.swift")
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "\(style)")
        else { return }
        #expect(!run.succeeded)
        let test =
            style == .uikit ? "presenterGoingCancelsItsLoad()" : "closedScreenCancelsItsLoad()"
        #expect(run.output.contains(test), "\(run.output)")
    }

    @Test func openingAModuleWithADifferentLabelFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(.uikit)
        try project.replace(
            "func push(from: any Viewable, entryEntity:",
            with: "func push(from: any Viewable, entry entryEntity:",
            in: "Sources/MyApp/Classes/Modules/Payments/PaymentsRouter.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("ModuleOpeningCheck.swift"), "\(run.output)")
        #expect(run.output.contains("entryEntity"), "\(run.output)")
    }

    @Test func aViewInputsProtocolOffTheMainActorFailsOnlyTheSwift6Check() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(.uikit)
        try project.replace(
            "@MainActor\nprotocol PaymentsViewInputs", with: "protocol PaymentsViewInputs",
            in: "Sources/MyApp/Classes/Modules/Payments/PaymentsViewController.swift")
        let run = try checker.typeCheckApp(of: project, settings: .swift6)
        #expect(!run.succeeded)
        #expect(run.output.contains("PaymentsViewInputs"), "\(run.output)")
        #expect(run.output.contains("main actor"), "\(run.output)")
        #expect(try checker.typeCheckApp(of: project, settings: .swift5).succeeded)
    }

    @Test(arguments: UIKitStyleProject.styles)
    func anInteractorChangingItsScreenFailsTheSwift6Check(_ style: ArchitectureStyle) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(style)
        // The interactor runs off the main actor, so touching the screen from it is a data race.
        let declaration = "final class PaymentsInteractor: PaymentsInteractorInputs {"
        try project.replace(
            declaration,
            with: declaration
                + "\n    func retitle(_ screen: PaymentsViewController) { screen.title = \"Paid\" }\n",
            in: "Sources/MyApp/Classes/Modules/Payments/PaymentsInteractor.swift")
        let run = try checker.typeCheckApp(of: project, settings: .swift6)
        #expect(!run.succeeded)
        #expect(run.output.contains("PaymentsInteractor.swift"), "\(run.output)")
        #expect(run.output.contains("main actor"), "\(run.output)")
    }

    @Test func aRegisteredModuleThatDoesNotExistFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try UIKitStyleProject.make(.routed)
        try project.replace(
            "final class PaymentsModule: ModuleType", with: "final class PaymentModule: ModuleType",
            in: "Sources/MyApp/Classes/Modules/Payments/PaymentsModule.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("ApplicationRouter.swift"), "\(run.output)")
        #expect(run.output.contains("PaymentsModule"), "\(run.output)")
    }
}
