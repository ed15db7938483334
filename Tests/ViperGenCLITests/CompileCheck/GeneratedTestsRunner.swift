import Foundation
import ViperGenTestSupport

/// Builds a generated project's app target as a testable library against the stand-in
/// libraries, builds its test target (XCTest or Swift Testing) into an executable, and runs it
/// (Linux only).
///
/// swift-corelibs-xctest finds no tests by itself, so the runner writes the `XCTMain` list from
/// the test files: every `final class … : XCTestCase` and its `func test…()` methods.
struct GeneratedTestsRunner {
    /// The compiler and the stand-ins' arguments.
    let setup: CompilerSetup

    /// The outcome of one step: building the app, building the tests, or running them.
    enum Outcome {
        /// A build failed; its compiler run.
        case buildFailed(CompilerRun)
        /// The tests ran; their run.
        case ran(CompilerRun)
    }

    /// A runner over the shared setup.
    static func shared() throws -> GeneratedTestsRunner {
        GeneratedTestsRunner(setup: try CompilerSetup.shared.get())
    }

    /// Builds and runs the tests of `project`.
    func run(_ project: GeneratedProject) throws -> Outcome {
        let build = project.root.appendingPathComponent(".run-tests")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        let libraries = [
            "-L", StandInModules.folder.path, "-lSwiftUI", "-lCombine", "-lUIKit",
            "-lGenericModule",
        ]
        // As strict as the type check, so a build here also checks the manifest's mode.
        let strictness = setup.warningsAreErrors ? ["-warnings-as-errors"] : []
        let app = try CompilerRun.compile(
            setup.compiler,
            [
                "-emit-library", "-enable-testing", "-parse-as-library", "-module-name",
                project.name, "-swift-version", try project.languageMode(),
                // The app's @main entry point would clash with the test executable's.
                "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "viperGenAppMain",
                "-emit-module-path",
                build.appendingPathComponent("\(project.name).swiftmodule").path,
                "-o", build.appendingPathComponent("lib\(project.name).so").path,
            ] + setup.frameworkArguments + strictness + libraries
                + project.swiftFiles(in: project.appFolder).map(\.path))
        guard app.succeeded else { return .buildFailed(app) }
        let testFiles = try project.swiftFiles(in: project.testsFolder)
        let main = build.appendingPathComponent("main.swift")
        try Self.mainSource(importing: project.name, testFiles: testFiles)
            .write(to: main, atomically: true, encoding: .utf8)
        let executable = build.appendingPathComponent("tests")
        let tests = try CompilerRun.compile(
            setup.compiler,
            [
                "-swift-version", try project.languageMode(), "-I", build.path, "-L", build.path,
                "-l\(project.name)", "-o", executable.path,
            ]
                + setup.frameworkArguments + strictness + libraries
                + ["-Xlinker", "-rpath", "-Xlinker", build.path]
                + ["-Xlinker", "-rpath", "-Xlinker", StandInModules.folder.path]
                + testFiles.map(\.path) + [main.path])
        guard tests.succeeded else { return .buildFailed(tests) }
        return .ran(try CompilerRun.run(executable, []))
    }

    /// A `main.swift` that runs the tests of `testFiles`.
    ///
    /// Every test method of every XCTest case class (see `entry(for:of:)`), or, when there is none and a file imports
    /// Testing, every Swift Testing test (through the entry point `swift test` uses; it prints
    /// "Test run with N tests ... passed").
    static func mainSource(importing module: String, testFiles: [URL]) throws -> String {
        var cases: [String] = []
        var usesSwiftTesting = false
        for file in testFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            usesSwiftTesting =
                usesSwiftTesting
                || text.split(separator: "\n").contains { $0 == "import Testing" }
            for testCase in testCaseClasses(in: text) {
                let methods = testMethods(in: testCase.body).map {
                    "        (\"\($0.name)\", \(entry(for: $0, of: testCase))),"
                }
                cases.append("    testCase([\n" + methods.joined(separator: "\n") + "\n    ]),")
            }
        }
        if cases.isEmpty, usesSwiftTesting {
            return "import Testing\n\n@testable import \(module)\n\n"
                + "await Testing.__swiftPMEntryPoint() as Never\n"
        }
        if usesSwiftTesting {
            throw CompileCheckError.mixedTestLibraries(module: module)
        }
        return "import XCTest\n\n@testable import \(module)\n\nXCTMain([\n"
            + cases.joined(separator: "\n") + "\n])\n"
    }

    /// An `XCTestCase` subclass declared in a test file.
    struct TestCaseClass {
        /// The class's name.
        let name: String
        /// The text after its declaration, up to the next class.
        let body: Substring
        /// Whether the class is `@MainActor` (the line before its declaration says so).
        let isMainActor: Bool
    }

    /// A `func test…()` method of a test case class.
    struct TestMethod {
        /// The method's name.
        let name: String
        /// Whether it is declared `throws`.
        let isThrowing: Bool
    }

    /// The `XCTMain` entry running `method` of `testCase`: the unbound method, or, for a
    /// `@MainActor` class, a closure calling it on the main actor (where XCTMain runs every
    /// test), since Swift 6 refuses a main-actor method as a nonisolated function value.
    static func entry(for method: TestMethod, of testCase: TestCaseClass) -> String {
        guard testCase.isMainActor else { return "\(testCase.name).\(method.name)" }
        let mark = method.isThrowing ? "try " : ""
        return "{ (test: \(testCase.name)) in { \(mark)MainActor.assumeIsolated { "
            + "\(mark)test.\(method.name)() } } }"
    }

    /// The `XCTestCase` subclasses declared in `text`.
    private static func testCaseClasses(in text: String) -> [TestCaseClass] {
        let parts = text.components(separatedBy: "final class ")
        return parts.indices.dropFirst().compactMap { index in
            let part = parts[index]
            guard let colon = part.firstIndex(of: ":"),
                part[colon...].hasPrefix(": XCTestCase")
            else { return nil }
            return TestCaseClass(
                name: String(part[..<colon]), body: Substring(part),
                isMainActor: parts[index - 1].hasSuffix("@MainActor\n"))
        }
    }

    /// The `func test…()` methods in `body`.
    private static func testMethods(in body: Substring) -> [TestMethod] {
        body.components(separatedBy: "func test").dropFirst().compactMap { rest in
            guard let parenthesis = rest.firstIndex(of: "("),
                rest[parenthesis...].hasPrefix("()")
            else { return nil }
            let signature = rest[parenthesis...].prefix { $0 != "{" }
            return TestMethod(
                name: "test" + rest[..<parenthesis], isThrowing: signature.contains("throws"))
        }
    }
}
