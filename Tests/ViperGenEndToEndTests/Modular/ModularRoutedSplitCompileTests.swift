import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 40 in the routed style: a project whose features are Swift modules of their own
/// compiles as separate modules, in Swift 6 and with main-actor default isolation, once the
/// support code no longer names the app's `ApplicationRouter` (``ModuleWindow``), is public,
/// and each feature's module type (which the app's router lists) is public with `init()`.
@Suite("Modular routed split compiles")
struct ModularRoutedSplitCompileTests {
    @Test(arguments: ["SwiftTesting", "XCTest"])
    func routedProjectCompilesAsSeparateModules(_ tests: String) throws {
        let checker = try ModularTypeChecker.shared()
        let (project, split) = try Self.splitProject(tests: tests)
        defer { withExtendedLifetime(project) {} }
        let failures = try checker.failures(
            of: split.modules, in: split.folder)
        #expect(failures.isEmpty, "\(tests), \(failures.joined(separator: "\n"))")
    }

    @Test func supportCodeNamingTheAppsRouterFailsTheSupportModule() throws {
        // The routed templates as they are: WireframeType shows screens in the window of the
        // app's ApplicationRouter, which the support module cannot see.
        let (project, split) = try Self.splitProject(
            tests: "SwiftTesting", edits: .init(decouplesSupportFromTheApp: false))
        defer { withExtendedLifetime(project) {} }
        let runs = try ModularTypeChecker.shared().check(
            split.modules, settings: .swift6, in: split.folder.appendingPathComponent(".modules"))
        #expect(runs.last?.module.name == "Architecture")
        #expect(
            runs.last?.run.output.contains("error: cannot find 'ApplicationRouter' in scope")
                == true, "\(runs.last?.run.output ?? "")")
    }

    @Test func supportCodeMadePublicMatchesItsGolden() throws {
        let (project, split) = try Self.splitProject(tests: "SwiftTesting")
        defer { withExtendedLifetime(project) {} }
        try GoldenTree.assertMatches(
            split.folder(of: "Architecture"), golden: "public-interface/routed")
    }

    /// A routed project with Payments and PaymentDetails, opening Payments from the app as
    /// viper-gen's advice says, split into `split/` beside it.
    private static func splitProject(
        tests: String, edits: ModularSplit.Edits = .all
    ) throws -> (GeneratedProject, ModularSplit) {
        let project = try UIKitStyleProject.make(.routed, tests: tests)
        let split = try ModularSplit(
            project, style: .routed, features: ModularSplitCompileTests.features,
            into: project.root.deletingLastPathComponent().appendingPathComponent("split"),
            edits: edits)
        return (project, split)
    }
}
