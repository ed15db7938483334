import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The `builder` and `generic` styles' trees, with a fixed author, organization and date,
/// compared byte for byte with the committed trees under Tests/Goldens/<style>-*.
@Suite("Golden trees of the builder and generic styles")
struct BuilderGenericGoldenTests {
    /// The styles of these goldens.
    static let styles = [ArchitectureStyle.builder, .generic]

    @Test(arguments: styles)
    func projectWithAModuleMatchesGolden(_ style: ArchitectureStyle) throws {
        let folder = try TemporaryFolder()
        let made = TestRun.run(
            ["project", "Demo", "--template", style.rawValue] + TestRun.fixedFlags,
            in: folder.url)
        #expect(made.code == .success, "\(made.err)")
        // Without --template: the project's config names the style.
        let module = TestRun.run(
            ["module", "Payments"] + TestRun.fixedFlags, in: folder.appending("Demo"))
        #expect(module.code == .success, "\(module.err)")
        #expect(module.out.contains(Self.openingAdvice(style)), "\(module.out)")
        try GoldenTree.assertMatches(folder.url, golden: "\(style.rawValue)-project")
    }

    @Test(arguments: styles)
    func moduleOutsideAProjectMatchesGolden(_ style: ArchitectureStyle) throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["module", "Payments", "--template", style.rawValue] + TestRun.fixedFlags,
            in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains(Self.openingAdvice(style)), "\(run.out)")
        try GoldenTree.assertMatches(folder.url, golden: "\(style.rawValue)-module-standalone")
    }

    @Test(arguments: styles)
    func templateFlagInsideAProjectGivesTheConfigsModule(_ style: ArchitectureStyle) throws {
        let byConfig = try TemporaryFolder()
        let byFlag = try TemporaryFolder()
        for folder in [byConfig, byFlag] {
            let made = TestRun.run(
                ["project", "Demo", "--template", style.rawValue] + TestRun.fixedFlags,
                in: folder.url)
            #expect(made.code == .success, "\(made.err)")
        }
        let flags = TestRun.fixedFlags
        _ = TestRun.run(["module", "Payments"] + flags, in: byConfig.appending("Demo"))
        _ = TestRun.run(
            ["module", "Payments", "--template", style.rawValue] + flags,
            in: byFlag.appending("Demo"))
        let files = try GoldenTree.files(under: byConfig.url)
        #expect(files.keys.contains { $0.contains("/Modules/Payments/") })
        #expect(files == (try GoldenTree.files(under: byFlag.url)))
    }

    @Test(arguments: styles)
    func generatedTreesContainNoLeftoverMacros(_ style: ArchitectureStyle) throws {
        let folder = try TemporaryFolder()
        _ = TestRun.run(
            ["project", "Demo", "--template", style.rawValue] + TestRun.fixedFlags,
            in: folder.url)
        _ = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.appending("Demo"))
        #expect(try GoldenTree.files(under: folder.url).count > 10)
        #expect(try GoldenTree.leftoverMacros(under: folder.url) == [])
    }

    /// The closing advice on how Payments is created and shown: the templates' own calls.
    static func openingAdvice(_ style: ArchitectureStyle) -> String {
        switch style {
        case .builder:
            return """
                Next steps: builder modules have no registry. Open Payments where it is shown:
                  // where the screen opens, in a type conforming to IPaymentsOutput:
                  let module = PaymentsBuilder().createPayments()
                  module.output = self
                  module.launch(from: navigationController)
                """
        default:
            return """
                Next steps: generic modules have no registry. Open Payments where it is shown:
                  // in a coordinator (AppCoordinator) conforming to PaymentsModuleOutput:
                  let module = PaymentsModule(state: PaymentsState(), dependencies: dependencies)
                  module.output = self
                  rootViewController.pushViewController(module.viewController, animated: true)
                """
        }
    }
}
