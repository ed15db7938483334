import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// The runner's `main.swift` for each test library a generated project may use.
@Suite("Generated tests runner")
struct GeneratedTestsRunnerTests {
    private let xcTest =
        "import XCTest\n\nfinal class PaymentsPresenterTests: XCTestCase {\n"
        + "    func testStart() {}\n    func testLoad() throws {}\n}\n"
    private let swiftTesting =
        "import Testing\n\n@Suite struct PaymentsPresenterTests {\n    @Test func start() {}\n}\n"

    /// `texts` written as files of a temporary folder.
    private func files(_ texts: [String]) throws -> (TemporaryFolder, [URL]) {
        let folder = try TemporaryFolder("viper-gen-runner")
        let urls = try texts.enumerated().map { index, text in
            try folder.write("Test\(index).swift", text)
            return folder.appending("Test\(index).swift")
        }
        return (folder, urls)
    }

    @Test func xcTestCasesAreListedForXCTMain() throws {
        let (_, urls) = try files([xcTest])
        #expect(
            try GeneratedTestsRunner.mainSource(importing: "MyApp", testFiles: urls)
                == "import XCTest\n\n@testable import MyApp\n\nXCTMain([\n    testCase([\n"
                + "        (\"testStart\", { (test: PaymentsPresenterTests) in "
                + "{ MainActor.assumeIsolated { test.testStart() } } }),\n"
                + "        (\"testLoad\", { (test: PaymentsPresenterTests) in "
                + "{ try MainActor.assumeIsolated { try test.testLoad() } } }),\n    ]),\n])\n")
    }

    @Test func mainActorTestCasesRunTheirTestsOnTheMainActor() throws {
        let (_, urls) = try files([
            "import XCTest\n\n@MainActor\nfinal class PaymentsPresenterTests: XCTestCase {\n"
                + "    func testStart() {}\n    func testWiring() throws {}\n}\n"
        ])
        let prefix = "        (\"testStart\", { (test: PaymentsPresenterTests) in { "
        #expect(
            try GeneratedTestsRunner.mainSource(importing: "MyApp", testFiles: urls)
                == "import XCTest\n\n@testable import MyApp\n\nXCTMain([\n    testCase([\n"
                + prefix + "MainActor.assumeIsolated { test.testStart() } } }),\n"
                + "        (\"testWiring\", { (test: PaymentsPresenterTests) in { "
                + "try MainActor.assumeIsolated { try test.testWiring() } } }),\n    ]),\n])\n")
    }

    @Test func asyncTestsRunThroughAsyncTest() throws {
        let (_, urls) = try files([
            "import XCTest\n\n@MainActor\nfinal class PaymentsPresenterTests: XCTestCase {\n"
                + "    func testLoad() async {}\n    func testRetry() async throws {}\n}\n"
        ])
        #expect(
            try GeneratedTestsRunner.mainSource(importing: "MyApp", testFiles: urls)
                == "import XCTest\n\n@testable import MyApp\n\nXCTMain([\n    testCase([\n"
                + "        (\"testLoad\", asyncTest { (test: PaymentsPresenterTests) in "
                + "{ await test.testLoad() } }),\n"
                + "        (\"testRetry\", asyncTest { (test: PaymentsPresenterTests) in "
                + "{ try await test.testRetry() } }),\n    ]),\n])\n")
    }

    @Test func swiftTestingTestsRunThroughItsEntryPoint() throws {
        let (_, urls) = try files([swiftTesting])
        #expect(
            try GeneratedTestsRunner.mainSource(importing: "MyApp", testFiles: urls)
                == "import Testing\n\n@testable import MyApp\n\n"
                + "await Testing.__swiftPMEntryPoint() as Never\n")
    }

    @Test func bothLibrariesInOneProjectAreRefused() throws {
        let (_, urls) = try files([xcTest, swiftTesting])
        #expect(throws: CompileCheckError.self) {
            try GeneratedTestsRunner.mainSource(importing: "MyApp", testFiles: urls)
        }
    }
}
