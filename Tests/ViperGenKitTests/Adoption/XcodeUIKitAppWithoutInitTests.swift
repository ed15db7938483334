import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 36: in an app built from an `.xcodeproj` that viper-gen has not adopted, `module`
/// works out the app's style as `init` would, and never adds a module of another style to its
/// target.
@Suite("Xcode UIKit apps without init")
struct XcodeUIKitAppWithoutInitTests {
    private let pbxproj = XcodeAppFolder.pbxproj

    /// An app whose entry point is `delegate` (a UIKit app delegate), beside the fixture's
    /// `MyApp.xcodeproj`, not adopted.
    private func uikitApp(_ delegate: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-uikit-app")
        try folder.write(pbxproj, try XcodeAppFolder.fixture())
        try folder.write("MyApp/AppDelegate.swift", delegate)
        try folder.write(
            "MyApp/ViewController.swift",
            "import UIKit\n\nclass ViewController: UIViewController {}\n")
        return folder
    }

    @Test(arguments: [
        "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
    ])
    func theSwiftUITemplateIsRefusedInAUIKitAppAndNothingWritten(delegate: String) throws {
        let app = try uikitApp(delegate)
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.output = "MyApp/Modules" }, in: app.url)

        #expect(run.code == .cannotCreate, "\(run.out)")
        #expect(
            run.err.contains(
                "looks like a UIKit app (the app's entry point MyApp/AppDelegate.swift is UIKit)"),
            "\(run.err)")
        #expect(run.err.contains("Run `viper-gen init`"), "\(run.err)")
        #expect(run.err.contains("--template uikit-module"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aModuleOfTheAppsStyleJoinsItsTarget() throws {
        let app = try uikitApp(
            "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder {}\n")
        // Without the -able protocols its module uses, the app would not build it (issue 36).
        let refused = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.output = "MyApp/Modules"
                $0.template = "uikit-module"
            }, in: app.url)
        #expect(refused.code == .cannotCreate, "\(refused.out)")
        #expect(refused.err.contains("Interactorable, Presenterable, Routerable and Viewable"))
        try app.write(
            "MyApp/Architecture/Protocols.swift",
            "protocol Viewable: AnyObject {}\nprotocol Presenterable: AnyObject {}\n"
                + "protocol Interactorable: AnyObject {}\nprotocol Routerable: AnyObject {}\n")
        let run = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.output = "MyApp/Modules"
                $0.template = "uikit-module"
            }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(pbxproj).contains("PaymentsViewController.swift in Sources */"))
    }

    @Test func withoutRegistrationNoFileJoinsTheTargetSoTheTemplateIsTakenAsAsked() throws {
        let app = try uikitApp(
            "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder {}\n")
        let original = try app.read(pbxproj)
        let run = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.output = "MyApp/Modules"
                $0.flags.noRegister = true
            }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(pbxproj) == original)
    }

    @Test func aRecordedTargetThatIsGoneIsNamedWithTheTargetsThereAreAndNothingWritten() throws {
        let app = try uikitApp(
            "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder {}\n")
        let adopted = KitRun.initialize(in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        let config = try app.read(".viper-gen.json")
        #expect(config.contains("\"target\" : \"MyApp\""), "\(config)")
        try app.write(
            ".viper-gen.json",
            config.replacingOccurrences(of: "\"target\" : \"MyApp\"", with: "\"target\" : \"Gone\"")
        )
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .badTemplate, "\(run.out)")
        #expect(
            run.err.contains(
                "no target named \"Gone\", which .viper-gen.json records as the app's target"),
            "\(run.err)")
        #expect(run.err.contains("MyApp, MyAppTests, MyAppWidget"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aSwiftUIAppStillGetsTheSwiftUIModule() throws {
        // The fixture's own app: `@main struct MyAppApp: App`.
        let app = try XcodeAppFolder.swiftUIApp()
        let run = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.output = "MyApp/Classes/Modules" }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(pbxproj).contains("PaymentsView.swift in Sources */"))
    }
}
