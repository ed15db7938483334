import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Generates real trees with a fixed author, organization and date and compares them with the
/// committed trees under Tests/Goldens, byte for byte.
@Suite("Golden trees")
struct GoldenGenerationTests {
    @Test func projectMatchesGolden() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["project", "MyApp"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "project")
    }

    @Test func projectWithModulesAndServiceMatchesGolden() throws {
        let folder = try TemporaryFolder()
        #expect(
            TestRun.run(["project", "MyApp"] + TestRun.fixedFlags, in: folder.url).code == .success)
        let project = folder.appending("MyApp")
        for arguments in [["module", "Payments"], ["module", "Profile"], ["service", "Network"]] {
            let run = TestRun.run(arguments + TestRun.fixedFlags, in: project)
            #expect(run.code == .success, "\(arguments): \(run.err)")
        }
        try GoldenTree.assertMatches(folder.url, golden: "project-with-modules")
    }

    @Test func observableObjectProjectWithAModuleMatchesGolden() throws {
        // A new project is @Observable; ObservableObject is the choice for apps that need it.
        let folder = try TemporaryFolder()
        let made = TestRun.run(
            ["project", "MyApp", "--set", "observation=ObservableObject"] + TestRun.fixedFlags,
            in: folder.url)
        #expect(made.code == .success, "\(made.err)")
        let run = TestRun.run(
            ["module", "Payments"] + TestRun.fixedFlags, in: folder.appending("MyApp"))
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "project-observable-object")
    }

    @Test func observableModuleOutsideAProjectMatchesGolden() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["module", "Payments", "--set", "observation=Observable"] + TestRun.fixedFlags,
            in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "module-standalone-observable")
    }

    @Test func moduleOutsideAProjectMatchesGolden() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "module-standalone")
    }

    @Test func serviceOutsideAProjectMatchesGolden() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["service", "Network"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "service-standalone")
    }

    @Test func moduleInsideAProjectLandsInItsModulesFolder() throws {
        let folder = try TemporaryFolder()
        _ = TestRun.run(["project", "MyApp"] + TestRun.fixedFlags, in: folder.url)
        let nested = folder.appending("MyApp/Sources/MyApp/Classes")
        let run = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: nested)
        #expect(run.code == .success)
        #expect(run.out.isEmpty)
        let modules = folder.appending("MyApp/Sources/MyApp/Classes/Modules/Payments")
        let files = try GoldenTree.files(under: modules).keys.sorted()
        #expect(
            files == [
                "Assembly/PaymentsAssembly.swift", "Contracts/PaymentsContracts.swift",
                "Interactor/PaymentsInteractor.swift", "Presenter/PaymentsPresenter.swift",
                "Router/PaymentsRouter.swift", "View/PaymentsView.swift",
                "ViewState/PaymentsViewState.swift",
            ])
    }

    @Test func serviceNamesWithAndWithoutSuffixGiveTheSameFiles() throws {
        let short = try TemporaryFolder()
        let long = try TemporaryFolder()
        _ = TestRun.run(["service", "Network"] + TestRun.fixedFlags, in: short.url)
        _ = TestRun.run(["service", "NetworkService"] + TestRun.fixedFlags, in: long.url)
        let shortFiles = try GoldenTree.files(under: short.url)
        #expect(
            shortFiles.keys.sorted() == [
                "NetworkService/NetworkService.swift",
                "NetworkService/NetworkServiceAssembly.swift",
                "NetworkService/NetworkServiceType.swift",
            ])
        #expect(shortFiles == (try GoldenTree.files(under: long.url)))
    }

    @Test func outputIsByteIdenticalForTheSameInputs() throws {
        let first = try TemporaryFolder()
        let second = try TemporaryFolder()
        let variables = ["SOURCE_DATE_EPOCH": "1796204800"]
        for folder in [first, second] {
            let run = TestRun.run(
                ["project", "MyApp", "--author", "A", "--organization", "O"], in: folder.url,
                variables: variables)
            #expect(run.code == .success)
        }
        #expect(try GoldenTree.files(under: first.url) == GoldenTree.files(under: second.url))
    }

    @Test func generatedTreesContainNoLeftoverMacros() throws {
        let folder = try TemporaryFolder()
        _ = TestRun.run(["project", "MyApp"] + TestRun.fixedFlags, in: folder.url)
        _ = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.appending("MyApp"))
        _ = TestRun.run(["service", "Network"] + TestRun.fixedFlags, in: folder.appending("MyApp"))
        _ = TestRun.run(
            ["project", "Classic", "--set", "observation=ObservableObject"] + TestRun.fixedFlags,
            in: folder.url)
        _ = TestRun.run(
            ["module", "Payments"] + TestRun.fixedFlags, in: folder.appending("Classic"))
        #expect(try GoldenTree.files(under: folder.url).count > 100)
        #expect(try GoldenTree.leftoverMacros(under: folder.url) == [])
    }
}
