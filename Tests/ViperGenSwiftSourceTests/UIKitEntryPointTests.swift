import Testing
import ViperGenSwiftSource

/// Issue 36: `init` tells a UIKit app's entry point from a SwiftUI App's, lexically.
@Suite("UIKit entry points")
struct UIKitEntryPointTests {
    @Test(arguments: [
        "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        "@main @objc final class AppDelegate: NSObject, UIApplicationDelegate {}\n",
        "@main\n@MainActor\nclass AppDelegate: FlutterAppDelegate {}\n",
        "UIApplicationMain(\n    CommandLine.argc, CommandLine.unsafeArgv, nil,\n"
            + "    NSStringFromClass(AppDelegate.self))\n",
    ])
    func aUIKitEntryPointIsFound(source: String) {
        #expect(DeclarationScanner(text: "import UIKit\n\n" + source).marksUIKitEntryPoint)
    }

    @Test(arguments: [
        "@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup {} }\n}\n",
        "@main\nstruct Widgets: WidgetBundle {}\n",
        "@main\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n",
        "// @UIApplicationMain\n@main\nstruct ShopApp: App {}\n",
        "let text = \"@UIApplicationMain UIApplicationMain(\"\n",
        "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
    ])
    func aSwiftUIAppAMacAppOrAMentionIsNot(source: String) {
        #expect(!DeclarationScanner(text: "import UIKit\n\n" + source).marksUIKitEntryPoint)
    }
}
