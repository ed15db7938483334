import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// The `tests` popup of the built-in swiftui module and project templates: `SwiftTesting`
/// (default) or `XCTest`, remembered by the project for its modules; a config that predates it
/// means XCTest.
@Suite("Tests option")
struct TestsOptionTests {
    private let presenterTests = "Tests/MyAppTests/Payments/PaymentsPresenterTests.swift"

    /// A fresh project made with `arguments`, and its root folder.
    private func project(_ arguments: [String] = []) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder("viper-gen-tests-option")
        let made = TestRun.run(
            ["project", "MyApp", "-q"] + arguments + TestRun.fixedFlags, in: folder.url)
        try #require(made.code == .success, "\(made.err)")
        return (folder, folder.appending("MyApp"))
    }

    @Test func aNewProjectUsesSwiftTestingAndRemembersIt() throws {
        let (folder, root) = try project()
        #expect(try folder.read("MyApp/.viper-gen.json").contains(#""tests" : "SwiftTesting""#))
        #expect(try folder.read("MyApp/Tests/MyAppTests/MyAppTests.swift").contains("@Test func"))
        #expect(
            try folder.read("MyApp/Tests/MyAppTests/Main/MainPresenterTests.swift")
                .contains("import Testing\n"))
        let run = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(try folder.read("MyApp/" + presenterTests).contains("#expect("))
    }

    @Test func theProjectsXCTestChoiceIsRememberedAndSetOverridesIt() throws {
        let (folder, root) = try project(["--set", "tests=XCTest"])
        #expect(try folder.read("MyApp/.viper-gen.json").contains(#""tests" : "XCTest""#))
        #expect(
            try folder.read("MyApp/Tests/MyAppTests/MyAppTests.swift").contains(": XCTestCase {"))
        var run = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(try folder.read("MyApp/" + presenterTests).contains("import XCTest\n"))
        run = TestRun.run(
            ["module", "Profile", "-q", "--set", "tests=SwiftTesting"] + TestRun.fixedFlags,
            in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            try folder.read("MyApp/Tests/MyAppTests/Profile/ProfilePresenterTests.swift")
                .contains("import Testing\n"))
    }

    @Test func aConfigWithoutTestsKeepsXCTest() throws {
        let folder = try TemporaryFolder("viper-gen-tests-option")
        try folder.write(".viper-gen.json", #"{"projectName": "MyApp"}"#)
        try folder.write("Sources/MyApp/Support.swift", SupportStubs.swiftUI)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try folder.read(presenterTests).contains(": XCTestCase {"))
    }

    @Test func anUnknownTestsValueInTheConfigIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-tests-option")
        try folder.write(".viper-gen.json", #"{"projectName": "MyApp", "tests": "Quick"}"#)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate)
        #expect(run.err.contains("'tests' must be one of SwiftTesting, XCTest."), "\(run.err)")
    }
}
