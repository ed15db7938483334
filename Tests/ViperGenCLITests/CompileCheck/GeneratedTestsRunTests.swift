import Foundation
import Testing

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
        switch try GeneratedTestsRunner.shared().run(project) {
        case .buildFailed(let run):
            Issue.record("\(variant): the build failed:\n\(run.output)")
        case .ran(let run):
            #expect(run.succeeded, "\(variant):\n\(run.output)")
            // MyAppTests (3) and the Main, Payments and PaymentDetails presenter tests (5 each).
            let summary =
                variant.usesSwiftTesting
                ? "Test run with 18 tests" : "Executed 18 tests, with 0 failures"
            #expect(run.output.contains(summary), "\(variant):\n\(run.output)")
        }
    }

    @Test func aPresenterKeepingItsViewStateFailsItsXCTestTests() throws {
        // Negative control: a strong reference from the presenter to its view state is the
        // reference cycle the generated tests exist to catch.
        let project = try GeneratedProject(projectArguments: ["--set", "tests=XCTest"])
        try project.replace(
            "private weak var viewState:", with: "private var viewState:",
            in: "Sources/MyApp/Classes/Modules/Main/Presenter/MainPresenter.swift")
        switch try GeneratedTestsRunner.shared().run(project) {
        case .buildFailed(let run):
            Issue.record("the build failed:\n\(run.output)")
        case .ran(let run):
            #expect(!run.succeeded)
            #expect(run.output.contains("testPresenterDoesNotKeepItsViewState"), "\(run.output)")
            #expect(
                run.output.contains("testScreenWiredLikeTheAssemblyIsReleasedAsAWhole"),
                "\(run.output)")
            #expect(run.output.contains("Executed 8 tests, with 3 failures"), "\(run.output)")
        }
    }

    @Test func aPresenterKeepingItsViewStateFailsItsSwiftTestingTests() throws {
        // The same negative control for the default library, Swift Testing.
        let project = try GeneratedProject()
        try project.replace(
            "private weak var viewState:", with: "private var viewState:",
            in: "Sources/MyApp/Classes/Modules/Main/Presenter/MainPresenter.swift")
        switch try GeneratedTestsRunner.shared().run(project) {
        case .buildFailed(let run):
            Issue.record("the build failed:\n\(run.output)")
        case .ran(let run):
            #expect(!run.succeeded)
            #expect(run.output.contains("presenterDoesNotKeepItsViewState()"), "\(run.output)")
            #expect(
                run.output.contains("screenWiredLikeTheAssemblyIsReleasedAsAWhole()"),
                "\(run.output)")
            #expect(run.output.contains("Test run with 8 tests"), "\(run.output)")
            #expect(run.output.contains("3 issues"), "\(run.output)")
        }
    }
}
