import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 40 in the uikit style: a project whose features are Swift modules of their own
/// compiles as separate modules, with no error or warning in Swift 6 and with main-actor default
/// isolation, once the architecture's protocols are public, each feature imports them and
/// publishes its entry (router input, entry entity, and the view controller it returns), and
/// the app imports what it uses.
@Suite("Modular uikit split compiles")
struct ModularUIKitSplitCompileTests {
    @Test(arguments: ["SwiftTesting", "XCTest"])
    func uikitProjectCompilesAsSeparateModules(_ tests: String) throws {
        let checker = try ModularTypeChecker.shared()
        let (project, split) = try Self.splitProject(tests: tests)
        defer { withExtendedLifetime(project) {} }
        let failures = try checker.failures(
            of: split.modules, in: split.folder)
        #expect(failures.isEmpty, "\(tests), \(failures.joined(separator: "\n"))")
    }

    @Test func entryLeftInternalFailsTheApp() throws {
        // Negative control: the app cannot open a feature whose router input is internal.
        let (project, split) = try Self.splitProject(
            tests: "SwiftTesting", edits: .init(publishesEntries: false))
        defer { withExtendedLifetime(project) {} }
        let runs = try ModularTypeChecker.shared().check(
            split.modules, settings: .swift6, in: split.folder.appendingPathComponent(".modules"))
        #expect(runs.last?.module.name == "MyApp")
        #expect(
            runs.last?.run.output.contains("error: cannot find 'PaymentsRouterInput' in scope")
                == true, "\(runs.last?.run.output ?? "")")
    }

    @Test func supportCodeMadePublicMatchesItsGolden() throws {
        let (project, split) = try Self.splitProject(tests: "SwiftTesting")
        defer { withExtendedLifetime(project) {} }
        try GoldenTree.assertMatches(
            split.folder(of: "Architecture"), golden: "public-interface/uikit")
    }

    /// A uikit project with Payments and PaymentDetails, opening Payments from the app as
    /// viper-gen's advice says, split into `split/` beside it.
    private static func splitProject(
        tests: String, edits: ModularSplit.Edits = .all
    ) throws -> (GeneratedProject, ModularSplit) {
        let project = try UIKitStyleProject.make(.uikit, tests: tests)
        let split = try ModularSplit(
            project, style: .uikit, features: ModularSplitCompileTests.features,
            into: project.root.deletingLastPathComponent().appendingPathComponent("split"),
            edits: edits)
        return (project, split)
    }
}
