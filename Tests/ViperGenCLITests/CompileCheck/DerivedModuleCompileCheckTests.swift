import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// A module made from a template derived from a hand-written VIPER module type-checks, with the
/// app's own base types it conforms to (against the UIKit stand-in, or the iOS SDK); a
/// negative control shows the check can fail. (The Generamba and Clean Swift flavours use
/// `@objc` and `@IBOutlet`, which need Objective-C interoperability the stand-in lacks.)
@Suite("CompileCheck of a module made from a derived template")
struct DerivedModuleCompileCheckTests {
    /// The app's base types the hand-written module builds on, outside the module.
    private static let appBaseTypes = """
        import UIKit

        protocol WireframeInterface: AnyObject {}
        protocol ViewInterface: AnyObject {}
        protocol PresenterInterface: AnyObject { func viewDidLoad() }
        protocol InteractorInterface: AnyObject {}

        class BaseWireframe<ViewController: UIViewController> {
            let viewController: ViewController
            init(viewController: ViewController) { self.viewController = viewController }
        }

        final class UserService { static let shared = UserService() }

        """

    @Test func theHandWrittenFlavoursMadeModuleTypeChecks() throws {
        let setup = try CompilerSetup.shared.get()
        let app = try DeriveFixture("HandWritten")
        #expect(app.run(["templates", "derive", "Profile", "-q"]).code == .success)
        let module = app.run(
            ["module", "Orders", "--template", "shop-module", "--no-register", "-q"]
                + TestRun.fixedFlags)
        #expect(module.code == .success, "\(module.err)")
        try app.folder.write("Shop/Base/BaseTypes.swift", Self.appBaseTypes)
        let orders = try app.texts(under: DeriveFixture.modulesPath + "/Orders").keys.sorted()
            .map { app.folder.path(DeriveFixture.modulesPath + "/Orders/" + $0) }
        #expect(orders.count == 5)
        let arguments =
            ["-typecheck", "-parse-as-library", "-module-name", "Shop", "-swift-version", "5"]
            + setup.frameworkArguments
        let checked = try CompilerRun.compile(
            setup.compiler, arguments + [app.folder.path("Shop/Base/BaseTypes.swift")] + orders)
        #expect(checked.succeeded, "\(checked.output)")
        let withoutBase = try CompilerRun.compile(setup.compiler, arguments + orders)
        #expect(!withoutBase.succeeded)
        #expect(withoutBase.output.contains("cannot find type 'BaseWireframe' in scope"))
    }

    /// A template derived from a swiftui module keeps what makes the module build: the view's
    /// `body` (placeholder content), the preview, the DI lines the assembly's parts need
    /// (`container` is the app's), and the view state's `set(with:)` the assembly calls.
    @Test func aModuleFromATemplateDerivedFromASwiftUIModuleTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Payments")
        let derive = TestRun.run(
            ["templates", "derive", "Payments", "--name", "d"], in: project.root)
        #expect(derive.code == .success, "\(derive.err)")
        try project.add("module", "Orders", ["--template", "d"])
        let view = try String(
            contentsOf: project.appFolder.appendingPathComponent(
                "Classes/Modules/Orders/View/OrdersView.swift"), encoding: .utf8)
        #expect(view.contains("var body: some View {"), "\(view)")
        let checked = try checker.typeCheckApp(of: project)
        #expect(checked.succeeded, "\(checked.output)")
    }
}
