import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `module` completes its test doubles from the app's protocols, says so, records what it
/// wrote, writes the same bytes every time, and leaves a double it cannot complete with a
/// warning.
@Suite("Test doubles completed in a run")
struct TestDoubleCompletionRunTests {
    /// The spy of the uikit template, relative to the project root.
    static let spy = "Tests/MyAppTests/Payments/PaymentsViewSpy.swift"

    @Test func aCompletedDoubleIsNamedInANoteAndItsRecordHoldsWhatWasWritten() throws {
        let project = try AppDeclaredProtocolsCompileCheckTests.appWithItsOwnViewable()
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: project.root)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.err.contains(
                "Completed the test double PaymentsViewSpy (\(Self.spy)) with the requirements "
                    + "the app's protocols have and its template did not write: Tracked: "
                    + "screenName, trackAppearance(source:); Viewable: "
                    + "dismiss(animated:completion:), isVisible."), "\(run.err)")
        #expect(run.err.components(separatedBy: "Completed the test double").count == 2)
        // The record holds the completed file: `check` finds the spy as written (the project's
        // own tests, removed by the fixture, are reported apart), and edited once changed.
        let edited = "\(Self.spy): edited since viper-gen wrote it"
        let check = TestRun.run(["check"], in: project.root)
        #expect(check.out.contains("Main/MainInteractorSpy.swift"), "\(check.out)\(check.err)")
        #expect(!(check.out + check.err).contains(edited), "\(check.out)\(check.err)")
        let spy = project.root.appendingPathComponent(Self.spy)
        try (String(contentsOf: spy, encoding: .utf8) + "// changed\n").write(
            to: spy, atomically: true, encoding: .utf8)
        let again = TestRun.run(["check"], in: project.root)
        #expect((again.out + again.err).contains(edited), "\(again.out)\(again.err)")
    }

    @Test func theSameAppGetsTheSameBytes() throws {
        var spies: [String] = []
        for _ in 0..<2 {
            let project = try AppDeclaredProtocolsCompileCheckTests.appWithItsOwnViewable()
            try project.add("module", "Payments")
            spies.append(
                try String(
                    contentsOf: project.root.appendingPathComponent(Self.spy), encoding: .utf8))
        }
        #expect(spies[0] == spies[1])
        #expect(spies[0].contains("// Requirements of Viewable as MyApp declares it."))
    }

    @Test func aDoubleWhoseSuperclassViperGenCannotReadIsLeftWithAWarning() throws {
        let project = try AppDeclaredProtocolsCompileCheckTests.appWithItsOwnViewable()
        let template = project.root.appendingPathComponent(".viper-gen/templates/uikit-module")
        try FileManager.default.createDirectory(
            at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: RepositoryPaths.templates.appendingPathComponent("uikit-module"), to: template)
        let spyTemplate = template.appendingPathComponent(
            "___TESTS___/___FILEBASENAME___/___FILEBASENAME___ViewSpy.swift")
        let text = try String(contentsOf: spyTemplate, encoding: .utf8)
        try text.replacingOccurrences(
            of: "ViewSpy: ___VARIABLE_moduleName___ViewInputs",
            with: "ViewSpy: UIViewController, ___VARIABLE_moduleName___ViewInputs"
        ).write(to: spyTemplate, atomically: true, encoding: .utf8)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: project.root)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.err.contains(
                "Left the test double in \(Self.spy) as its template wrote it: PaymentsViewSpy "
                    + "inherits from UIViewController, which viper-gen cannot read"),
            "\(run.err)")
        let spy = try String(
            contentsOf: project.root.appendingPathComponent(Self.spy), encoding: .utf8)
        #expect(!spy.contains("Requirements of"))
    }

    @Test func aModuleInAnXcodeAppGetsItsDoublesCompletedToo() throws {
        let app = try XcodeAppFolder.generatedApp(style: "uikit")
        let viewable = "Sources/Demo/Classes/Architecture/Viewable.swift"
        let text = try app.read(viewable)
        try app.write(
            viewable,
            text.replacingOccurrences(
                of: "protocol Viewable: AnyObject {",
                with: "protocol Viewable: AnyObject {\n    var isVisible: Bool { get }"
            ).replacingOccurrences(
                of: "extension Viewable where Self: UIViewController {",
                with: "extension Viewable where Self: UIViewController {\n"
                    + "    var isVisible: Bool { presentingViewController != nil }\n"))
        let run = TestRun.run(["module", "Orders"] + TestRun.fixedFlags, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("test files to the MyAppTests target"), "\(run.out)")
        let spy = try app.read("Tests/DemoTests/Orders/OrdersViewSpy.swift")
        #expect(
            spy.contains(
                """
                    // Requirements of Viewable as Demo declares it.
                    /// Stands in for `isVisible`; set it as a test needs.
                    var isVisible: Bool = false
                }
                """), "\(spy)")
        #expect(run.err.contains("Completed the test double OrdersViewSpy"), "\(run.err)")
    }
}
