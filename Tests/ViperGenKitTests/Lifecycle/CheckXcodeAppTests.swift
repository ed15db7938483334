import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: in an adopted `.xcodeproj` app, `check` notices a recorded file the project file
/// no longer builds.
@Suite("check: Xcode apps")
struct CheckXcodeAppTests {
    @Test func aBuildLineDeletedByHandLeavesTheFileOutOfTheTarget() throws {
        let app = try Self.appWithPayments(withoutBuilding: "PaymentsView.swift")

        let run = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .failure, "\(run.out)\(run.err)")
        let findings = try CheckCommandTests.findings(of: run)
        // The app's own Main, found by init, is named once, for information.
        #expect(findings.map(\.kind) == ["foundByInit", "notInTarget"])
        #expect(
            findings.map(\.path) == [
                ".viper-gen/modules/Main.json",
                "MyApp/Classes/Modules/Payments/View/PaymentsView.swift",
            ])
    }

    @Test func aTestNoLongerBuiltByTheTestTargetIsNamed() throws {
        let app = try Self.appWithPayments(withoutBuilding: "PaymentsRouterSpy.swift")

        let run = KitRun.check(in: app.url)

        #expect(run.code == .failure, "\(run.err)")
        #expect(
            run.out == ".viper-gen/modules/Main.json: found by init, not made by viper-gen "
                + "(informational)\n"
                + "MyAppTests/Payments/PaymentsRouterSpy.swift: not built by the unit-test "
                + "target\n", "\(run.out)")
    }

    @Test func fixBuildsTheFileAgain() throws {
        let app = try Self.appWithPayments(withoutBuilding: "PaymentsView.swift")

        let fixed = KitRun.check(in: app.url) { $0.fix = true }

        #expect(fixed.code == .success, "\(fixed.out)\(fixed.err)")
        #expect(fixed.out.contains("Updating \(XcodeAppFolder.pbxproj)"), "\(fixed.out)")
        #expect(try app.read(XcodeAppFolder.pbxproj).contains("PaymentsView.swift in Sources"))
        let again = KitRun.check(in: app.url)
        #expect(again.code == .success, "\(again.out)\(again.err)")
    }

    /// The fixture's app, adopted, with `module Payments` added and checked consistent, then
    /// its project file's build lines for `file` deleted by hand.
    static func appWithPayments(withoutBuilding file: String) throws -> TemporaryFolder {
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let consistent = KitRun.check(in: app.url)
        #expect(consistent.code == .success, "\(consistent.out)\(consistent.err)")
        let projectFile = try app.read(XcodeAppFolder.pbxproj)
        try #require(projectFile.contains("\(file) in Sources"))
        try app.write(
            XcodeAppFolder.pbxproj,
            projectFile.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("\(file) in Sources") }
                .joined(separator: "\n"))
        return app
    }
}
