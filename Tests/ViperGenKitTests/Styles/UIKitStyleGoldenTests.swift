import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The `uikit` and `routed` styles' trees, generated with a fixed author, organization and date
/// and compared with the committed trees under Tests/Goldens byte for byte.
@Suite("Golden trees of the UIKit styles")
struct UIKitStyleGoldenTests {
    static let styles = ["uikit", "routed"]

    @Test(arguments: styles)
    func projectMatchesGolden(_ style: String) throws {
        let folder = try TemporaryFolder()

        let run = KitRun.generate(.project, ["Demo"], in: folder.url) { $0.template = style }

        #expect(run.code == .success, "\(run.err)")
        #expect(
            try StyleFixture.read(".viper-gen.json", in: folder.appending("Demo"))
                .contains("\"style\" : \"\(style)\""))
        try GoldenTree.assertMatches(folder.url, golden: "\(style)-project")
    }

    @Test(arguments: styles)
    func modulesInsideTheProjectMatchGolden(_ style: String) throws {
        let (folder, project) = try StyleFixture.project(style)
        let kind = try #require(ArchitectureStyle(rawValue: style))

        // The config's style picks the template; the flag names the same one.
        let payments = KitRun.generate(.module, ["Payments"], in: project)
        let profile = KitRun.generate(.module, ["Profile"], in: project) {
            $0.template = style
        }

        #expect(payments.code == .success, "\(payments.err)")
        #expect(profile.code == .success, "\(profile.err)")
        let opening = ModuleOpening.lines(for: "Payments", style: kind).map { "  " + $0 }
        #expect(payments.out.contains(opening.joined(separator: "\n")), "\(payments.out)")
        try GoldenTree.assertMatches(folder.url, golden: "\(style)-project-with-modules")
    }

    @Test(arguments: styles)
    func moduleOutsideAProjectMatchesGolden(_ style: String) throws {
        let folder = try TemporaryFolder()

        let run = KitRun.generate(.module, ["Payments"], in: folder.url) {
            $0.template = style
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Tests not written: there is no viper-gen project here"))
        try GoldenTree.assertMatches(folder.url, golden: "\(style)-module-standalone")
    }

    @Test func generatedTreesContainNoLeftoverMacros() throws {
        let folder = try TemporaryFolder()
        for style in Self.styles {
            let made = KitRun.generate(.project, [style.capitalized], in: folder.url) {
                $0.template = style
            }
            #expect(made.code == .success, "\(made.err)")
            let module = KitRun.generate(
                .module, ["payment-details"], in: folder.appending(style.capitalized))
            #expect(module.code == .success, "\(module.err)")
        }
        #expect(try GoldenTree.files(under: folder.url).count > 60)
        #expect(try GoldenTree.leftoverMacros(under: folder.url) == [])
    }
}
