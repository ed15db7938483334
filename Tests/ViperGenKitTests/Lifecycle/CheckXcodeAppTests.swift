import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 23: in an adopted `.xcodeproj` app, `check` notices a recorded file the project file
/// no longer builds.
@Suite("check: Xcode apps")
struct CheckXcodeAppTests {
    @Test func aBuildLineDeletedByHandLeavesTheFileOutOfTheTarget() throws {
        let app = try Self.appWithPayments(withoutBuilding: "PaymentsView.swift")

        let run = TestRun.run(["check", "--json"], in: app.url)

        #expect(run.code == .failure, "\(run.out)\(run.err)")
        let findings = try CheckFindings.findings(of: run)
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

        let run = TestRun.run(["check"], in: app.url)

        #expect(run.code == .failure, "\(run.err)")
        #expect(
            run.out == ".viper-gen/modules/Main.json: found by init, not made by viper-gen "
                + "(informational)\n"
                + "MyAppTests/Payments/PaymentsRouterSpy.swift: not built by the unit-test "
                + "target\n", "\(run.out)")
    }

    @Test func fixBuildsTheFileAgain() throws {
        let app = try Self.appWithPayments(withoutBuilding: "PaymentsView.swift")

        let fixed = TestRun.run(["check", "--fix"], in: app.url)

        #expect(fixed.code == .success, "\(fixed.out)\(fixed.err)")
        #expect(fixed.out.contains("Updating \(XcodeAppFolder.pbxproj)"), "\(fixed.out)")
        #expect(try app.read(XcodeAppFolder.pbxproj).contains("PaymentsView.swift in Sources"))
        let again = TestRun.run(["check"], in: app.url)
        #expect(again.code == .success, "\(again.out)\(again.err)")
    }

    /// The fixture's app, adopted, with `module Payments` added and checked consistent, then
    /// its project file's build lines for `file` deleted by hand.
    static func appWithPayments(withoutBuilding file: String) throws -> TemporaryFolder {
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(TestRun.run(["init", "-q"], in: app.url).code == .success)
        try LifecycleApp.add(["module", "Payments"], to: app)
        let consistent = TestRun.run(["check"], in: app.url)
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
