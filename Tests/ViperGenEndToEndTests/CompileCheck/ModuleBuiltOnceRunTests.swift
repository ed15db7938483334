import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenProject

/// A swiftui module is built once per screen, not on every render of the view showing it.
///
/// Making its view (which `RootView` does on every render) does not make its view state, and so
/// neither its presenter, interactor nor router. Run on Linux against the stand-ins, whose `StateObject` keeps its autoclosure unevaluated as
/// SwiftUI's does until the view is first shown.
@Suite(
    "A swiftui module is built once per screen",
    .enabled(
        if: TestPlatform.isLinux,
        "runs the test target against the stand-ins; macOS would need an iOS simulator"))
struct ModuleBuiltOnceRunTests {
    /// A test of the generated app counting the view states made while views are made.
    static let countingTest = """
        import Testing

        @testable import MyApp

        @MainActor
        struct MainViewMakingTests {
            @Test func makingTheViewDoesNotBuildTheModule() {
                var viewStatesMade = 0
                let makeViewState = {
                    viewStatesMade += 1
                    return MainViewState()
                }

                _ = MainView(viewState: makeViewState())
                _ = MainView(viewState: makeViewState())

                #expect(viewStatesMade == 0)
            }
        }

        """

    @Test(arguments: ProjectConfig.observationChoices)
    func makingTheViewDoesNotBuildTheModule(observation: String) throws {
        let project = try GeneratedProject(projectArguments: [
            "--set", "observation=\(observation)",
        ])
        try countingTest(in: project)
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, observation)
        else { return }
        #expect(run.succeeded, "\(observation):\n\(run.output)")
        #expect(run.output.contains("makingTheViewDoesNotBuildTheModule()"), "\(run.output)")
    }

    @Test func aViewMakingItsViewStateInItsInitFailsTheCount() throws {
        // Negative control: the view state made eagerly, as `State(initialValue:)` did.
        let project = try GeneratedProject(projectArguments: ["--set", "observation=Observable"])
        try project.replace(
            "        makeViewState = viewState\n",
            with: "        let made = viewState()\n        makeViewState = { made }\n",
            in: "Sources/MyApp/Classes/Modules/Main/View/MainView.swift")
        try countingTest(in: project)
        guard let run = try GeneratedTestsRunner.shared().testRun(of: project, "eager")
        else { return }
        #expect(!run.succeeded)
        #expect(run.output.contains("viewStatesMade → 2"), "\(run.output)")
    }

    /// Adds ``countingTest`` to `project`'s test target.
    private func countingTest(in project: GeneratedProject) throws {
        try Self.countingTest.write(
            to: project.testsFolder.appendingPathComponent("MainViewMakingTests.swift"),
            atomically: true, encoding: .utf8)
    }
}
