import Foundation
import ViperGenCLITestSupport
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
    /// Every test method of every XCTest case class, or, when there is none and a file imports
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
            for (name, body) in testCaseClasses(in: text) {
                let methods = testMethods(in: body).map {
                    entry(method: $0.name, isThrowing: $0.isThrowing, isAsync: $0.isAsync, of: name)
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

    /// The `XCTMain` entry running `method` of the test case class `type`.
    ///
    /// XCTest runs test methods on the main thread, where Xcode's XCTest also runs `@MainActor`
    /// ones; the closure says so to the compiler, which refuses a main-actor method's reference
    /// in a nonisolated list (the test case would be sent to the main actor). An `async` method
    /// runs through swift-corelibs-xctest's `asyncTest`, which awaits it (hopping to the main
    /// actor when the method is isolated to it).
    static func entry(method: String, isThrowing: Bool, isAsync: Bool = false, of type: String)
        -> String
    {
        if isAsync {
            let call = (isThrowing ? "try " : "") + "await test.\(method)()"
            return "        (\"\(method)\", asyncTest { (test: \(type)) in { \(call) } }),"
        }
        let call = (isThrowing ? "try " : "") + "test.\(method)()"
        let run = (isThrowing ? "try " : "") + "MainActor.assumeIsolated { \(call) }"
        return "        (\"\(method)\", { (test: \(type)) in { \(run) } }),"
    }

    /// The names of the `XCTestCase` subclasses declared in `text`, each with the text after
    /// its declaration up to the next class.
    private static func testCaseClasses(in text: String) -> [(String, Substring)] {
        let parts = text.components(separatedBy: "final class ").dropFirst()
        return parts.compactMap { part in
            guard let colon = part.firstIndex(of: ":"),
                part[colon...].hasPrefix(": XCTestCase")
            else { return nil }
            return (String(part[..<colon]), Substring(part))
        }
    }

    /// The `func test…()` methods in `body`, each with whether it throws and whether it is async.
    private static func testMethods(in body: Substring) -> [(
        name: String, isThrowing: Bool, isAsync: Bool
    )] {
        body.components(separatedBy: "func test").dropFirst().compactMap { rest in
            guard let parenthesis = rest.firstIndex(of: "("),
                rest[parenthesis...].hasPrefix("()")
            else { return nil }
            let signature = rest[parenthesis...].prefix { $0 != "{" }
            return (
                "test" + rest[..<parenthesis], signature.contains("throws"),
                signature.contains("async")
            )
        }
    }
}
