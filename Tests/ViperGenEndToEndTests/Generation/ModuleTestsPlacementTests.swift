import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Every module comes with presenter tests and test doubles in the project's test target
/// (`testsPath`), unless `--no-tests`; outside a project, or outside the app's sources, they
/// are left out with the reason.
@Suite("Module tests placement")
struct ModuleTestsPlacementTests {
    private static let testFiles = [
        "PaymentsInteractorSpy.swift", "PaymentsPresenterTests.swift", "PaymentsRouterSpy.swift",
        "PaymentsViewStateSpy.swift",
    ]

    /// A temporary folder holding a fresh project `MyApp`.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-tests-placement")
        let run = TestRun.run(["project", "MyApp", "-q"] + TestRun.fixedFlags, in: folder.url)
        try #require(run.code == .success, "\(run.err)")
        return folder
    }

    private func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func aModuleInsideAProjectWritesItsTestsToTheTestTarget() throws {
        let folder = try project()
        let root = folder.appending("MyApp")
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Creating Tests/MyAppTests/Payments/PaymentsPresenterTests.swift"))
        #expect(
            files(in: root.appendingPathComponent("Tests/MyAppTests/Payments")) == Self.testFiles)
        let tests = try folder.read("MyApp/Tests/MyAppTests/Payments/PaymentsPresenterTests.swift")
        #expect(tests.contains("@testable import MyApp"))
        #expect(tests.contains("struct PaymentsPresenterTests {"), "Swift Testing by default")
    }

    @Test func aNewProjectHasTheMainModulesTests() throws {
        let folder = try project()
        let root = folder.appending("MyApp")
        #expect(
            files(in: root.appendingPathComponent("Tests/MyAppTests/Main")) == [
                "MainInteractorSpy.swift", "MainPresenterTests.swift", "MainRouterSpy.swift",
                "MainViewStateSpy.swift",
            ])
    }

    @Test func theConfigsTestsPathIsWhereTestsGo() throws {
        let folder = try project()
        let root = folder.appending("MyApp")
        let config = try folder.read("MyApp/.viper-gen.json")
        try folder.write(
            "MyApp/.viper-gen.json",
            config.replacingOccurrences(
                of: "\"testsPath\" : \"Tests/MyAppTests\"", with: "\"testsPath\" : \"AppTests\""))
        let run = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(files(in: root.appendingPathComponent("AppTests/Payments")) == Self.testFiles)
    }

    @Test func noTestsLeavesThemOut() throws {
        let folder = try TemporaryFolder("viper-gen-tests-placement")
        let made = TestRun.run(
            ["project", "MyApp", "-q", "--no-tests"] + TestRun.fixedFlags, in: folder.url)
        try #require(made.code == .success, "\(made.err)")
        let root = folder.appending("MyApp")
        #expect(files(in: root.appendingPathComponent("Tests/MyAppTests")) == ["MyAppTests.swift"])
        let run = TestRun.run(["module", "Payments", "--no-tests"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(files(in: root.appendingPathComponent("Tests/MyAppTests")) == ["MyAppTests.swift"])
        #expect(!run.out.contains("Tests not written"))
    }

    @Test func outsideAProjectTheTestsAreLeftOutWithTheReason() throws {
        let folder = try TemporaryFolder("viper-gen-tests-placement")
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(files(in: folder.url) == ["Payments"])
        #expect(
            run.out.contains(
                "Tests not written: there is no viper-gen project here, so no test target is "
                    + "known"), "\(run.out)")
    }

    @Test func outsideTheAppsSourcesTheTestsAreLeftOutWithTheReason() throws {
        let folder = try project()
        let root = folder.appending("MyApp")
        let run = TestRun.run(
            ["module", "Onboarding", "-o", "Features"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/Tests/MyAppTests/Onboarding"))
        #expect(
            run.out.contains(
                "Tests not written: Onboarding is outside the app's sources (Sources/MyApp)"),
            "\(run.out)")
    }

    @Test func dryRunShowsTheTestsAndExistingTestsConflict() throws {
        let folder = try project()
        let root = folder.appending("MyApp")
        let dry = TestRun.run(["module", "Payments", "--dry-run"] + TestRun.fixedFlags, in: root)
        #expect(dry.code == .success, "\(dry.err)")
        #expect(dry.out.contains("PaymentsPresenterTests.swift"), "\(dry.out)")
        try folder.write("MyApp/Tests/MyAppTests/Payments/PaymentsRouterSpy.swift", "// mine\n")
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .cannotCreate, "\(run.err)")
        #expect(run.err.contains("PaymentsRouterSpy.swift"), "\(run.err)")
        #expect(
            try folder.read("MyApp/Tests/MyAppTests/Payments/PaymentsRouterSpy.swift")
                == "// mine\n")
    }
}
