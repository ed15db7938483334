import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 40's done-when for `project --layout packages`: `module`, `rename` and `remove` keep the
/// manifest valid (`swift package dump-package` after each), the module's targets are added and
/// taken out line by line, and the tree with two modules and a service compiles target by target.
@Suite("project --layout packages: module, rename, remove")
struct PackageLayoutModulesTests {
    @Test func moduleRenameAndRemoveKeepTheManifestValid() throws {
        let (folder, made) = try PackageLayoutProjectTests.generate()
        #expect(made.code == .success, "\(made.err)")
        let project = folder.appending("MyApp")
        let manifest = project.appendingPathComponent("Package.swift")
        let before = try GoldenTree.files(under: project)
        for step in [
            ["module", "Payments"] + TestRun.fixedFlags,
            ["module", "PaymentDetails"] + TestRun.fixedFlags,
            ["rename", "Payments", "Billing"],
            ["remove", "Billing", "PaymentDetails"],
        ] {
            let run = TestRun.run(step, in: project)
            #expect(run.code == .success, "\(step): \(run.err)")
            let dump = try PackageDump.run(in: project)
            #expect(dump.status == 0, "after \(step): \(dump.errors)")
            if step == ["rename", "Payments", "Billing"] {
                let text = try String(contentsOf: manifest, encoding: .utf8)
                try GoldenTree.assertMatches(
                    text: text, golden: "packages/layout-renamed-Package.swift")
            }
        }
        // Adding then removing leaves every file as it was (the lock's ignore file and
        // SwiftPM's cache aside).
        func kept(_ path: String) -> Bool {
            !path.hasPrefix(".viper-gen/.") && !path.hasPrefix(".cache/")
        }
        let after = try GoldenTree.files(under: project).filter { kept($0.key) }
        #expect(after == before.filter { kept($0.key) })
    }

    @Test func modulesAndAServiceCompileTargetByTarget() throws {
        let (folder, made) = try PackageLayoutProjectTests.generate()
        #expect(made.code == .success, "\(made.err)")
        let project = folder.appending("MyApp")
        for step in [
            ["module", "Payments"], ["module", "PaymentDetails"], ["service", "Network"],
        ] {
            let run = TestRun.run(step + TestRun.fixedFlags, in: project)
            #expect(run.code == .success, "\(step): \(run.err)")
        }
        let modules = try Self.targets(of: project)
        #expect(
            modules.map(\.name) == [
                "Architecture", "Main", "PaymentDetails", "Payments", "MyApp", "MainTests",
                "MyAppTests", "PaymentDetailsTests", "PaymentsTests",
            ])
        let checker = try ModularTypeChecker.shared()
        let failures = try checker.failures(
            of: modules, in: folder.url)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: ["SwiftTesting", "XCTest"])
    func uikitModulesCompileTargetByTarget(_ tests: String) throws {
        let (folder, made) = try PackageLayoutProjectTests.generate([
            "--style", "uikit", "--set", "tests=\(tests)",
        ])
        #expect(made.code == .success, "\(made.err)")
        let project = folder.appending("MyApp")
        for name in ["Payments", "PaymentDetails"] {
            let run = TestRun.run(["module", name] + TestRun.fixedFlags, in: project)
            #expect(run.code == .success, "\(name): \(run.err)")
            #expect(run.out.contains("(import \(name) there)"), "\(run.out)")
        }
        let modules = try Self.targets(of: project)
        let checker = try ModularTypeChecker.shared()
        let failures = try checker.failures(
            of: modules, in: folder.url)
        #expect(failures.isEmpty, "uikit \(tests), \(failures.joined(separator: "\n"))")
    }

    @Test func aComputedTargetsArrayIsRefusedWithTheLinesToAdd() throws {
        let (folder, made) = try PackageLayoutProjectTests.generate()
        #expect(made.code == .success, "\(made.err)")
        let project = folder.appending("MyApp")
        let manifest = project.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let computed = text.replacing("    targets: [\n", with: "    targets: extraTargets + [\n")
            .replacing(
                "let package = Package(",
                with: "let extraTargets: [Target] = []\n\nlet package = Package(")
        try Data(computed.utf8).write(to: manifest)
        let before = try GoldenTree.files(under: project)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: project)
        #expect(run.code != .success)
        #expect(run.err.contains("Package.swift"), "\(run.err)")
        #expect(
            run.err.contains(".target(name: \"Payments\", dependencies: [\"Architecture\"]),"),
            "\(run.err)")
        #expect(try GoldenTree.files(under: project) == before)
    }

    /// The targets of the tree at `project`, in compile order: the support code, the other
    /// library targets, the app, then the test targets.
    static func targets(of project: URL) throws -> [SwiftModuleSources] {
        func files(_ folder: URL) throws -> [URL] {
            try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        let sources = project.appendingPathComponent("Sources")
        let tests = project.appendingPathComponent("Tests")
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        let libraries = ["Architecture"] + names.filter { $0 != "Architecture" && $0 != "MyApp" }
        return try libraries.map {
            SwiftModuleSources(
                name: $0, files: try files(sources.appendingPathComponent($0)), role: .library)
        } + [
            SwiftModuleSources(
                name: "MyApp", files: try files(sources.appendingPathComponent("MyApp")),
                role: .app)
        ]
            + (try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted()).map {
                SwiftModuleSources(
                    name: $0, files: try files(tests.appendingPathComponent($0)), role: .tests)
            }
    }
}
