import Foundation
import Testing
import ViperGenCLITestSupport

/// The generated tests pass against the generated code, and fail when it breaks the presenter's
/// contract: built and run on Linux against the stand-in libraries.
@Suite(
    "Generated tests run",
    .enabled(
        if: TestPlatform.isLinux,
        "runs the test target against the stand-ins; macOS would need an iOS simulator"))
struct GeneratedTestsRunTests {
    @Test(arguments: SwiftUIVariant.all)
    func everyModulesTestsPass(_ variant: SwiftUIVariant) throws {
        // The project CompileCheckTests type-checks: on Linux this build is its check in the
        // manifest's language mode.
        let project = try GeneratedProject(projectArguments: variant.projectArguments)
        try project.add("module", "Payments")
        try project.add("module", "PaymentDetails")
        try project.add("service", "Network")
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "\(variant)")
        else { return }
        #expect(run.succeeded, "\(variant):\n\(run.output)")
        // MyAppTests (3) and the Main, Payments and PaymentDetails presenter tests (6 each).
        let summary =
            variant.usesSwiftTesting
            ? "Test run with 21 tests" : "Executed 21 tests, with 0 failures"
        #expect(run.output.contains(summary), "\(variant):\n\(run.output)")
    }

    /// The failing tests and the summary each library reports when the presenter keeps its view
    /// state: the reference cycle the generated tests exist to catch.
    static let cycleFailures = [
        (
            tests: "XCTest",
            names: [
                "testPresenterDoesNotKeepItsViewState",
                "testScreenWiredLikeTheAssemblyIsReleasedAsAWhole",
            ],
            summary: ["Executed 9 tests, with 3 failures"]
        ),
        (
            tests: "SwiftTesting",
            names: [
                "presenterDoesNotKeepItsViewState()",
                "screenWiredLikeTheAssemblyIsReleasedAsAWhole()",
            ],
            summary: ["Test run with 9 tests", "3 issues"]
        ),
    ]

    @Test(arguments: cycleFailures)
    func aPresenterKeepingItsViewStateFailsItsTests(
        tests: String, names: [String], summary: [String]
    ) throws {
        // Negative control, in each test library.
        let project = try GeneratedProject(projectArguments: ["--set", "tests=\(tests)"])
        try project.replace(
            "private weak var viewState:", with: "private var viewState:",
            in: "Sources/MyApp/Classes/Modules/Main/Presenter/MainPresenter.swift")
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "\(tests)")
        else { return }
        #expect(!run.succeeded)
        for text in names + summary {
            #expect(run.output.contains(text), "\(tests):\n\(run.output)")
        }
    }
}
