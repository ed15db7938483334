import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 22: the project-file edit of a module and its tests in an adopted `.xcodeproj` app,
/// compared byte for byte with Tests/Goldens/xcode-app: a module of every style (swiftui's Payments is
/// payments.pbxproj), a test target found by its TEST_HOST only, and one named by
/// `--test-target`.
@Suite("Xcode test target goldens")
struct XcodeTestTargetGoldenTests {
    private let pbxproj = XcodeAppFolder.pbxproj

    @Test(arguments: ["uikit", "routed", "builder", "generic"])
    func aModuleOfEachStyleAndItsTestsJoinTheirTargets(style: String) throws {
        let app = try XcodeAppFolder.generatedApp(style: style)
        let run = KitRun.generate(.module, .fixed("Orders"), in: app.url)
        #expect(run.code == .success, "\(style): \(run.err)")
        #expect(run.out.contains("files to the MyApp target in MyApp.xcodeproj."), "\(run.out)")
        #expect(run.out.contains("test files to the MyAppTests target"), "\(run.out)")
        try GoldenTree.assertMatches(
            text: try app.read(pbxproj), golden: "xcode-app/orders-\(style).pbxproj")
    }

    @Test func aTestTargetHostedInTheAppGetsTheTests() throws {
        // Specs neither depends on MyApp nor is named MyAppTests: its TEST_HOST says it all.
        let app = try XcodeAppFolder.generatedApp(
            style: "uikit", pbxproj: try XcodeAppFolder.specsFixture(hosted: true))
        let run = KitRun.generate(.module, .fixed("Orders"), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("test files to the Specs target"), "\(run.out)")
        try GoldenTree.assertMatches(
            text: try app.read(pbxproj), golden: "xcode-app/orders-test-host.pbxproj")
    }

    @Test func aTestTargetNamedByTheFlagGetsTheTests() throws {
        // Nothing says Specs tests MyApp: without the flag the tests are left out of it.
        let unhosted = try XcodeAppFolder.specsFixture(hosted: false)
        let found = try XcodeAppFolder.generatedApp(style: "uikit", pbxproj: unhosted)
        let warned = KitRun.generate(.module, .fixed("Orders"), in: found.url)
        #expect(warned.code == .success, "\(warned.err)")
        #expect(warned.err.contains("No unit-test target in MyApp.xcodeproj tests the MyApp"))

        let app = try XcodeAppFolder.generatedApp(style: "uikit", pbxproj: unhosted)
        let run = KitRun.generate(
            .module, .fixed("Orders") { $0.flags.testTarget = "Specs" }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("test files to the Specs target"), "\(run.out)")
        try GoldenTree.assertMatches(
            text: try app.read(pbxproj), golden: "xcode-app/orders-test-target.pbxproj")
    }
}
