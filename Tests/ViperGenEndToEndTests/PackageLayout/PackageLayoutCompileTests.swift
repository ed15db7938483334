import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// A `project --layout packages` tree compiles target by target as its manifest declares them
/// (the support code, the module, the app, then the test targets), with no error or warning, in
/// Swift 6 and with main-actor default isolation, in every swiftui variant.
@Suite("project --layout packages compiles")
struct PackageLayoutCompileTests {
    /// The targets in the order they compile, with their folders and roles.
    static let targets: [(name: String, folder: String, role: SwiftModuleSources.Role)] = [
        ("Architecture", "Sources/Architecture", .library),
        ("Main", "Sources/Main", .library),
        ("MyApp", "Sources/MyApp", .app),
        ("MainTests", "Tests/MainTests", .tests),
        ("MyAppTests", "Tests/MyAppTests", .tests),
    ]

    @Test(arguments: SwiftUIVariant.all)
    func treeCompilesTargetByTarget(_ variant: SwiftUIVariant) throws {
        let checker = try ModularTypeChecker.shared()
        let (folder, run) = try PackageLayoutProjectTests.generate(variant.projectArguments)
        #expect(run.code == .success, "\(run.err)")
        let project = folder.appending("MyApp")
        let modules = try Self.modules(of: project)
        let failures = try checker.failures(
            of: modules, in: folder.url)
        #expect(failures.isEmpty, "\(variant), \(failures.joined(separator: "\n"))")
    }

    @Test(arguments: ["SwiftTesting", "XCTest"])
    func uikitTreeCompilesTargetByTarget(_ tests: String) throws {
        let checker = try ModularTypeChecker.shared()
        let (folder, run) = try PackageLayoutProjectTests.generate([
            "--style", "uikit", "--set", "tests=\(tests)",
        ])
        #expect(run.code == .success, "\(run.err)")
        let modules = try Self.modules(of: folder.appending("MyApp"))
        let failures = try checker.failures(
            of: modules, in: folder.url)
        #expect(failures.isEmpty, "uikit \(tests), \(failures.joined(separator: "\n"))")
    }

    @Test func anInternalEntryFailsTheApp() throws {
        // Negative control: the same tree with Main's assembly left internal does not compile
        // where the app registers it.
        let checker = try ModularTypeChecker.shared()
        let (folder, run) = try PackageLayoutProjectTests.generate()
        #expect(run.code == .success, "\(run.err)")
        let assembly = folder.appending("MyApp/Sources/Main/Assembly/MainAssembly.swift")
        let text = try String(contentsOf: assembly, encoding: .utf8)
        #expect(text.contains("public final class MainAssembly"))
        try Data(text.replacing("public final class", with: "final class").utf8).write(to: assembly)
        let runs = try checker.check(
            try Self.modules(of: folder.appending("MyApp")), settings: .swift6,
            in: folder.appending(".modules"))
        #expect(runs.last?.module.name == "MyApp")
        #expect(runs.last?.run.succeeded == false)
    }

    @Test func everySourceFolderIsATargetCompiled() throws {
        let (folder, run) = try PackageLayoutProjectTests.generate()
        #expect(run.code == .success, "\(run.err)")
        let project = folder.appending("MyApp")
        var folders: [String] = []
        for parent in ["Sources", "Tests"] {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: project.appendingPathComponent(parent).path)
            folders += names.map { parent + "/" + $0 }
        }
        #expect(folders.sorted() == Self.targets.map(\.folder).sorted())
    }

    /// The Swift files of each target of the tree at `project`, in compile order.
    static func modules(of project: URL) throws -> [SwiftModuleSources] {
        try targets.map { target in
            let folder = project.appendingPathComponent(target.folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0) }
            return SwiftModuleSources(name: target.name, files: files, role: target.role)
        }
    }
}
