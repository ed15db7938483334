import Foundation

/// The apps without VIPER of issue 36's support-code tests, shared by the `init` tests
/// (ViperGenKitTests) and the compile checks of what they get (ViperGenCLITests).
package enum SupportCodeApp {
    /// An app built by Package.swift from `App/`, with no VIPER: `files` under `App/`.
    package static func app(_ files: [String: String]) throws -> TemporaryFolder {
        let app = try TemporaryFolder("viper-gen-support")
        try app.write(
            "Package.swift",
            "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n"
                + "    name: \"Shop\",\n    targets: [.executableTarget(name: \"Shop\", path: "
                + "\"App\")]\n)\n")
        for (path, text) in files { try app.write("App/" + path, text) }
        return app
    }

    /// A SwiftUI app: its `App` and a `ContentView`.
    package static func swiftUI() throws -> TemporaryFolder {
        try app([
            "ShopApp.swift":
                "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene {\n"
                + "        WindowGroup { ContentView() }\n    }\n}\n",
            "ContentView.swift":
                "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n"
                + "        Text(\"Shop\")\n    }\n}\n",
        ])
    }

    /// A UIKit app: its app delegate and a view controller.
    package static func uikit() throws -> TemporaryFolder {
        try app([
            "AppDelegate.swift":
                "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
                + "    var window: UIWindow?\n}\n",
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
        ])
    }
}
