import Foundation
import Testing
import ViperGenCLITestSupport

/// The tests generated with `builder` and `generic` projects and modules pass against the
/// generated code, and fail when it breaks the presenter's contract: built and run on Linux
/// against the UIKit and GenericModule stand-in libraries.
@Suite(
    "Generated tests run: builder and generic styles",
    .enabled(
        if: TestPlatform.isLinux,
        "runs the test target against the stand-ins; macOS would need an iOS simulator"))
struct BuilderGenericTestsRunTests {
    @Test(arguments: [
        ("builder", [], "Test run with 21 tests in 4 suites passed"),
        ("builder", ["--set", "tests=XCTest"], "Executed 21 tests, with 0 failures"),
        ("generic", [], "Test run with 10 tests in 4 suites passed"),
        ("generic", ["--set", "tests=XCTest"], "Executed 10 tests, with 0 failures"),
    ])
    func everyModulesTestsPass(style: String, options: [String], summary: String) throws {
        // builder: the project's 3 tests and 6 presenter tests for each of Main, Payments and
        // PaymentDetails; generic: the project's test and 3 presenter tests for each module; in
        // Swift Testing by default, in XCTest with tests=XCTest. The project
        // BuilderGenericCompileCheckTests type-checks: on Linux this build is its check in the
        // manifest's language mode.
        let project = try GeneratedProject(projectArguments: ["--template", style] + options)
        try project.add("module", "Payments", options)
        try project.add("module", "PaymentDetails", ["--template", style] + options)
        guard
            let run = try GeneratedTestsRunner.shared().testRun(of: project, "\(style) \(options)")
        else { return }
        #expect(run.succeeded, "\(style) \(options):\n\(run.output)")
        #expect(run.output.contains(summary), "\(style) \(options):\n\(run.output)")
    }

    @Test(arguments: [
        (
            "builder", "output?.mainDidLeave()",
            "Sources/MyApp/Classes/Modules/Main/User Interface/Presenter/MainPresenter.swift",
            "leavingTheScreenTellsTheModuleOutput()", "with 1 issue"
        ),
        (
            // Also caught by the test of the module's wiring, which leaves through the screen.
            "generic", "output?.mainModuleDidLeave(self)",
            "Sources/MyApp/Classes/Modules/Main/MainPresenter.swift",
            "leavingTheScreenTellsTheModuleOutput()", "with 4 issues"
        ),
    ])
    func aPresenterKeepingTheLeavingToItselfFailsItsTests(
        style: String, call: String, presenter: String, failingTest: String, failures: String
    ) throws {
        // Negative control: the module's output must hear that the user left.
        let project = try GeneratedProject(projectArguments: ["--template", style])
        try project.replace(call, with: "_ = output", in: presenter)
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "\(style)")
        else { return }
        #expect(!run.succeeded)
        #expect(run.output.contains(failingTest), "\(run.output)")
        #expect(run.output.contains(failures), "\(style):\n\(run.output)")
    }

    @Test(arguments: [
        (
            "        loadTask?.cancel()\n        output?.mainDidLeave()",
            "        output?.mainDidLeave()",
            "leavingTheScreenCancelsTheLoad()"
        ),
        (
            "    deinit {\n        loadTask?.cancel()\n    }\n", "",
            "aPresenterThatGoesCancelsItsLoad()"
        ),
    ])
    func builderPresenterLeavingItsLoadRunningFailsItsTests(
        code: String, replacement: String, failingTest: String
    ) throws {
        // Negative control: the load the screen started stops when the screen goes, whether the
        // user leaves it or the presenter goes with it.
        let project = try GeneratedProject(projectArguments: ["--template", "builder"])
        try project.replace(
            code, with: replacement,
            in: "Sources/MyApp/Classes/Modules/Main/User Interface/Presenter/MainPresenter.swift")
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "builder")
        else { return }
        #expect(!run.succeeded)
        #expect(run.output.contains(failingTest), "\(run.output)")
    }

    @Test func builderWireframeHoldingItsScreenStronglyFailsTheProjectsTests() throws {
        // Negative control: the screen owns the presenter, which owns the wireframe; a wireframe
        // holding the screen strongly closes the cycle and keeps a popped screen alive.
        let project = try GeneratedProject(projectArguments: ["--template", "builder"])
        try project.replace(
            "    weak var viewController: UIViewController?",
            with: "    var viewController: UIViewController?",
            in: "Sources/MyApp/Classes/Modules/Main/User Interface/Wireframe/MainWireframe.swift")
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "builder")
        else { return }
        #expect(!run.succeeded)
        #expect(
            run.output.contains("aPoppedScreenIsNotKeptAliveByItsModulesIO()"),
            "\(run.output)")
        #expect(run.output.contains("with 1 issue"), "\(run.output)")
    }
}
