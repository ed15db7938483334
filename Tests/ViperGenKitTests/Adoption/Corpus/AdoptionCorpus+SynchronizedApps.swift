/// The corpus apps on Xcode 16 synchronized folders: the new template, several targets
/// sharing folders, a project name that is not a Swift identifier.
extension AdoptionCorpus {
    /// A new app from Xcode 16's template: synchronized folders, no modules yet.
    static let habit = CorpusApp(
        name: "Habit",
        shape: "Xcode 16 template, synchronized folders, no modules (objectVersion 77)",
        files: CorpusApp.files(
            [
                "Habit/ContentView.swift", "Habit/Item.swift",
                "Habit/Assets.xcassets/Contents.json",
                "HabitUITests/HabitUITests.swift", "HabitUITests/HabitUITestsLaunchTests.swift",
            ],
            declaring: [
                "Habit/HabitApp.swift": swiftUIApp("HabitApp"),
                "HabitTests/HabitTests.swift":
                    "import Testing\n@testable import Habit\n\nstruct HabitTests {}\n",
            ]),
        projects: [
            "Habit.xcodeproj": CorpusProjectFile(
                objectVersion: 77,
                targets: [
                    CorpusTarget(name: "Habit", kind: .app, synchronizedFolders: ["Habit"]),
                    CorpusTarget(
                        name: "HabitTests", kind: .unitTests, synchronizedFolders: ["HabitTests"],
                        host: "Habit"),
                    CorpusTarget(
                        name: "HabitUITests", kind: .uiTests, synchronizedFolders: ["HabitUITests"],
                        host: "Habit", testHostSetting: false),
                ])
        ],
        style: "swiftui", sourcesPath: "Habit", modulesPath: nil, testsPath: "HabitTests",
        appTarget: "Habit", testTarget: "HabitTests")

    /// A home-automation app shaped like home-assistant's: an app, a widget extension, a watch
    /// app and a framework sharing synchronized folders under `Sources/`, tests under `Tests/`.
    static let homeBase = CorpusApp(
        name: "HomeBase",
        shape:
            "home-assistant-like: app, widget, watch, framework, shared folders (objectVersion 70)",
        files: CorpusApp.files(
            [
                "Sources/App/SceneDelegate.swift",
                "Sources/App/Settings/SettingsViewController.swift",
                "Sources/App/Onboarding/OnboardingViewController.swift",
                "Sources/App/WebView/WebViewController.swift",
                "Sources/App/Resources/Assets.xcassets/Contents.json",
                "Sources/Shared/API/HomeBaseAPI.swift", "Sources/Shared/Environment/Current.swift",
                "Sources/Extensions/Widgets/EntityWidget.swift",
                "Sources/WatchApp/ContentView.swift",
                "Tests/App/SettingsTests.swift", "Tests/Shared/HomeBaseAPITests.swift",
            ],
            declaring: [
                "Sources/App/AppDelegate.swift": appDelegate("@main"),
                "Sources/Extensions/Widgets/WidgetsBundle.swift":
                    "import SwiftUI\nimport WidgetKit\n\n@main\nstruct WidgetsBundle: WidgetBundle {\n"
                    + "    var body: some Widget { EntityWidget() }\n}\n",
                "Sources/WatchApp/HomeBaseWatchApp.swift":
                    "import SwiftUI\n\n@main\nstruct HomeBaseWatchApp: App {\n"
                    + "    var body: some Scene { WindowGroup { ContentView() } }\n}\n",
            ].merging(cocoaPods("HomeBase", target: "HomeBase", pod: "Starscream")) { $1 }),
        projects: [
            "HomeBase.xcodeproj": CorpusProjectFile(
                objectVersion: 70,
                targets: [
                    CorpusTarget(
                        name: "HomeBase", kind: .app,
                        synchronizedFolders: ["Sources/App", "Sources/Shared"],
                        embeds: ["HomeBaseWidgets", "HomeBaseWatch"], pods: true),
                    CorpusTarget(
                        name: "HomeBaseWidgets", kind: .appExtension,
                        synchronizedFolders: ["Sources/Extensions/Widgets", "Sources/Shared"]),
                    CorpusTarget(
                        name: "HomeBaseWatch", kind: .watchApp,
                        synchronizedFolders: ["Sources/WatchApp", "Sources/Shared"]),
                    CorpusTarget(
                        name: "Shared", kind: .framework, synchronizedFolders: ["Sources/Shared"]),
                    CorpusTarget(
                        name: "Tests-App", kind: .unitTests, synchronizedFolders: ["Tests/App"],
                        host: "HomeBase"),
                    CorpusTarget(
                        name: "Tests-Shared", kind: .unitTests,
                        synchronizedFolders: ["Tests/Shared"],
                        host: "Shared", testHostSetting: false),
                ]),
            "Pods/Pods.xcodeproj": podsProject(target: "HomeBase", pod: "Starscream"),
        ],
        style: "uikit", sourcesPath: "Sources/App", modulesPath: nil, testsPath: "Tests/App",
        appTarget: "HomeBase", testTarget: "Tests-App")

    /// A SwiftUI VIPER app on synchronized folders whose project name is not an identifier.
    ///
    /// Xcode names its module `My_Shop`.
    static let myShop = CorpusApp(
        name: "My-Shop", shape: "project name not an identifier, synchronized (objectVersion 77)",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(
                ["Catalog", "Cart", "Checkout"], in: "My-Shop/Modules")
                + ["My-Shop/Assets.xcassets/Contents.json", "My-ShopUITests/My_ShopUITests.swift"],
            declaring: swiftUIAppFiles("My-Shop", app: "MyShopApp")
                .merging(navigationService("My-Shop/Services")) { $1 }
                .merging([
                    "My-ShopTests/My_ShopTests.swift": "import Testing\n@testable import My_Shop\n"
                ]) { $1 }),
        projects: [
            "My-Shop.xcodeproj": CorpusProjectFile(
                objectVersion: 77,
                targets: [
                    CorpusTarget(name: "My-Shop", kind: .app, synchronizedFolders: ["My-Shop"]),
                    CorpusTarget(
                        name: "My-ShopTests", kind: .unitTests,
                        synchronizedFolders: ["My-ShopTests"],
                        host: "My-Shop"),
                    CorpusTarget(
                        name: "My-ShopUITests", kind: .uiTests,
                        synchronizedFolders: ["My-ShopUITests"],
                        host: "My-Shop", testHostSetting: false),
                ])
        ],
        style: "swiftui", sourcesPath: "My-Shop", modulesPath: "My-Shop/Modules",
        testsPath: "My-ShopTests", appTarget: "My-Shop", testTarget: "My-ShopTests")
}
