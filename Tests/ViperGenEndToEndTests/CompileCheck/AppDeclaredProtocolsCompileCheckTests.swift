import Foundation
import Testing
import ViperGenCLITestSupport

@testable import ViperGenKit

/// A module's test doubles conform to the app's protocols as the app declares them: in a uikit
/// app whose `Viewable` requires more than viper-gen's template expects (a requirement, a
/// property, and a base protocol of the app's own), `module Payments` writes tests that
/// type-check; the same spies written before the app changed its `Viewable` do not.
@Suite("CompileCheck of test doubles against the app's protocols")
struct AppDeclaredProtocolsCompileCheckTests {
    /// The file declaring `Viewable`, relative to the project root.
    static let viewable = "Sources/MyApp/Classes/Architecture/Viewable.swift"

    /// A uikit project whose `Viewable` the app has made its own.
    ///
    /// The project's own tests,
    /// written for the template's `Viewable` (its Main module's spies, its app test), are the
    /// app's to keep up to date: they are removed, so the check is of what `module` writes.
    static func appWithItsOwnViewable() throws -> GeneratedProject {
        let project = try GeneratedProject(projectArguments: ["--template", "uikit"])
        for path in ["Main", "MyAppTests.swift"] {
            try FileManager.default.removeItem(at: project.testsFolder.appendingPathComponent(path))
        }
        try project.replace(
            "protocol Viewable: AnyObject {",
            with: """
                protocol Viewable: AnyObject, Tracked {
                    /// Dismisses the screen, then calls `completion`.
                    func dismiss(animated: Bool, completion: (() -> Void)?)
                    /// Whether the screen is shown.
                    var isVisible: Bool { get }
                """, in: viewable)
        try project.replace(
            "extension Viewable where Self: UIViewController {",
            with: """
                /// Screens whose showing analytics count.
                @MainActor
                protocol Tracked {
                    /// The name analytics know the screen by.
                    var screenName: String { get }
                    /// Counts one showing of the screen; whether it was counted.
                    func trackAppearance(source: String?) -> Bool
                }

                extension Tracked where Self: UIViewController {
                    var screenName: String { title ?? "" }
                    func trackAppearance(source: String?) -> Bool { true }
                }

                extension Viewable where Self: UIViewController {
                    var isVisible: Bool { presentingViewController != nil }
                """, in: viewable)
        return project
    }

    @Test(arguments: CompileCheckTests.languageSettings)
    func aModulesSpiesImplementTheAppsViewable(settings: LanguageSettings) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try Self.appWithItsOwnViewable()
        try project.add("module", "Payments")
        let spy = try String(
            contentsOf: project.testsFolder.appendingPathComponent(
                "Payments/PaymentsViewSpy.swift"), encoding: .utf8)
        #expect(spy.contains("// Requirements of Viewable as MyApp declares it."), "\(spy)")
        #expect(spy.contains("func dismiss(animated: Bool, completion: (() -> Void)?) {"))
        #expect(spy.contains("var isVisible: Bool = false"))
        #expect(spy.contains("// Requirements of Tracked as MyApp declares it."))
        #expect(spy.contains("func trackAppearance(source: String?) -> Bool {"))
        let result = try checker.checkAppAndTests(of: project, settings: settings)
        #expect(result.app.succeeded, "\(settings), app:\n\(result.app.output)")
        #expect(
            result.tests?.succeeded == true,
            "\(settings), tests:\n\(result.tests?.output ?? "")")
    }

    @Test func theTemplatesSpiesFailTheCheckAgainstTheAppsViewable() throws {
        // Negative control: the module made while `Viewable` was still the template's, so its
        // spies were not completed, then the app's `Viewable` as above.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--template", "uikit"])
        for path in ["Main", "MyAppTests.swift"] {
            try FileManager.default.removeItem(at: project.testsFolder.appendingPathComponent(path))
        }
        try project.add("module", "Payments")
        let made = try Self.appWithItsOwnViewable()
        let appViewable = try String(
            contentsOf: made.root.appendingPathComponent(Self.viewable), encoding: .utf8)
        try appViewable.write(
            to: project.root.appendingPathComponent(Self.viewable), atomically: true,
            encoding: .utf8)
        let result = try checker.checkAppAndTests(of: project)
        #expect(result.app.succeeded, "app:\n\(result.app.output)")
        #expect(result.tests?.succeeded == false)
        let output = result.tests?.output ?? ""
        #expect(output.contains("PaymentsViewSpy.swift"), "\(output)")
        #expect(output.contains("does not conform to protocol 'Viewable'"), "\(output)")
    }
}

extension AppDeclaredProtocolsCompileCheckTests {
    /// A swiftui project whose `ViewStateProtocol` inherits the app's `Loading`, whose defaults
    /// live in a file of their own (which viper-gen does not read), and whose `RouterProtocol`
    /// requires a method with a default beside it.
    static func swiftUIAppWithItsOwnBaseProtocols() throws -> GeneratedProject {
        let project = try GeneratedProject()
        let architecture = "Sources/MyApp/Classes/Architecture/"
        try project.replace(
            "protocol ViewStateProtocol: AnyObject {}",
            with: """
                protocol ViewStateProtocol: AnyObject, Loading {}

                /// State that shows loading and errors.
                @MainActor
                protocol Loading {
                    /// Whether the screen shows progress.
                    var isLoading: Bool { get set }
                    /// Shows `message` as an error.
                    func showError(_ message: String)
                }
                """, in: architecture + "ViewStateProtocol.swift")
        try """
        import Foundation

        extension Loading {
            var isLoading: Bool {
                get { false }
                set {}
            }

            func showError(_ message: String) {}
        }

        """.write(
            to: project.root.appendingPathComponent(architecture + "Loading+Defaults.swift"),
            atomically: true, encoding: .utf8)
        try project.replace(
            "protocol RouterProtocol: AnyObject {}",
            with: """
                protocol RouterProtocol: AnyObject {
                    /// Closes every screen the router opened.
                    func dismissAll()
                }

                extension RouterProtocol {
                    func dismissAll() {}
                }
                """, in: architecture + "RouterProtocol.swift")
        return project
    }

    @Test(arguments: CompileCheckTests.languageSettings)
    func aSwiftUIModulesSpiesImplementTheAppsBaseProtocols(settings: LanguageSettings) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try Self.swiftUIAppWithItsOwnBaseProtocols()
        try project.add("module", "Payments")
        let payments = project.testsFolder.appendingPathComponent("Payments")
        let viewState = try String(
            contentsOf: payments.appendingPathComponent("PaymentsViewStateSpy.swift"),
            encoding: .utf8)
        // The defaults in another file are not read: the spy implements them again.
        #expect(viewState.contains("// Requirements of Loading as MyApp declares it."))
        #expect(viewState.contains("var isLoading: Bool = false"), "\(viewState)")
        #expect(viewState.contains("func showError(_ message: String) {"), "\(viewState)")
        // The default beside `RouterProtocol` is read: the router spy is the template's.
        let router = try String(
            contentsOf: payments.appendingPathComponent("PaymentsRouterSpy.swift"),
            encoding: .utf8)
        #expect(!router.contains("Requirements of"), "\(router)")
        let result = try checker.checkAppAndTests(of: project, settings: settings)
        #expect(result.app.succeeded, "\(settings), app:\n\(result.app.output)")
        #expect(
            result.tests?.succeeded == true,
            "\(settings), tests:\n\(result.tests?.output ?? "")")
    }
}
