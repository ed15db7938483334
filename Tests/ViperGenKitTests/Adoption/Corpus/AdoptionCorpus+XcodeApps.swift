/// The corpus apps without VIPER modules yet, or whose project is what makes them hard:
/// nested sources, a Flutter host, two projects, a group that is not on disk.
extension AdoptionCorpus {
    /// A SwiftUI MVVM app: a view and a view model per feature.
    static let trails = CorpusApp(
        name: "Trails", shape: "SwiftUI MVVM, Features/<X>/<X>View(Model) (objectVersion 60)",
        files: CorpusApp.files(
            CorpusModuleLayout.mvvm.files(
                ["Map", "TrailList", "TrailDetail", "Profile"], in: "Trails/Features")
                + [
                    "Trails/ContentView.swift", "Trails/Core/Models/Trail.swift",
                    "Trails/Core/Networking/TrailsAPI.swift",
                    "Trails/Assets.xcassets/Contents.json",
                    "Trails/Preview Content/Preview Assets.xcassets/Contents.json",
                    "TrailsTests/TrailsTests.swift", "TrailsTests/MapViewModelTests.swift",
                    "TrailsUITests/TrailsUITests.swift",
                ],
            declaring: [
                "Trails/TrailsApp.swift": swiftUIApp("TrailsApp"),
                "Trails/Features/Map/MapViewModel.swift":
                    "import Combine\n\n@MainActor\nfinal class MapViewModel: ObservableObject {}\n",
            ]),
        projects: [
            "Trails.xcodeproj": CorpusProjectFile(
                objectVersion: 60,
                targets: [
                    .app("Trails", ["Trails"]),
                    .unitTests("TrailsTests", ["TrailsTests"], host: "Trails"),
                    .uiTests("TrailsUITests", ["TrailsUITests"], host: "Trails"),
                ])
        ],
        style: "swiftui", sourcesPath: "Trails", modulesPath: "Trails/Features",
        testsPath: "TrailsTests", appTarget: "Trails", testTarget: "TrailsTests")

    /// A UIKit app whose code is nested in `App/Sources` beside `App/Resources`, with a
    /// storyboard and a CocoaPods workspace; no modules yet.
    static let pantry = CorpusApp(
        name: "Pantry",
        shape: "UIKit, App/Sources nested, storyboards, Pods workspace (objectVersion 52)",
        files: CorpusApp.files(
            [
                "App/Sources/SceneDelegate.swift",
                "App/Sources/Controllers/PantryListViewController.swift",
                "App/Sources/Controllers/ItemDetailViewController.swift",
                "App/Sources/Controllers/ScannerViewController.swift",
                "App/Sources/Models/PantryItem.swift",
                "App/Sources/Services/BarcodeService.swift",
                "App/Resources/Base.lproj/Main.storyboard",
                "App/Resources/Base.lproj/LaunchScreen.storyboard",
                "App/Resources/Assets.xcassets/Contents.json", "App/Resources/Info.plist",
                "PantryTests/PantryListViewControllerTests.swift",
            ],
            declaring: ["App/Sources/AppDelegate.swift": appDelegate("@UIApplicationMain")]
                .merging(cocoaPods("Pantry", target: "Pantry", pod: "SnapKit")) { $1 }),
        projects: [
            "Pantry.xcodeproj": CorpusProjectFile(
                objectVersion: 52,
                targets: [
                    .app("Pantry", ["App"], pods: true),
                    .unitTests("PantryTests", ["PantryTests"], host: "Pantry"),
                ]),
            "Pods/Pods.xcodeproj": podsProject(target: "Pantry", pod: "SnapKit"),
        ],
        style: "uikit", sourcesPath: "App/Sources", modulesPath: nil, testsPath: "PantryTests",
        appTarget: "Pantry", testTarget: "PantryTests")

    /// A Flutter app: the iOS host project lives in `ios/`, where a user runs `pod install`
    /// and, likewise, `viper-gen init`.
    static let birdsong = CorpusApp(
        name: "Birdsong", shape: "Flutter host, ios/Runner.xcodeproj (objectVersion 54)",
        runFolder: "ios",
        files: CorpusApp.files(
            [
                "lib/main.dart", "android/app/build.gradle", "android/settings.gradle",
                "ios/Runner/Runner-Bridging-Header.h", "ios/Runner/GeneratedPluginRegistrant.h",
                "ios/Runner/GeneratedPluginRegistrant.m", "ios/Runner/Info.plist",
                "ios/Runner/Assets.xcassets/AppIcon.appiconset/Contents.json",
                "ios/Runner/Base.lproj/Main.storyboard",
                "ios/Runner/Base.lproj/LaunchScreen.storyboard",
                "ios/RunnerTests/RunnerTests.swift", "ios/Flutter/Debug.xcconfig",
                "ios/Flutter/Release.xcconfig", "ios/Flutter/AppFrameworkInfo.plist",
            ],
            declaring: [
                "pubspec.yaml": "name: birdsong\ndependencies:\n  flutter:\n    sdk: flutter\n",
                "ios/Runner/AppDelegate.swift":
                    "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n",
            ].merging(
                cocoaPods("Runner", target: "Runner", pod: "FlutterPluginRegistrant", in: "ios")
            ) { $1 }),
        projects: [
            "ios/Runner.xcodeproj": CorpusProjectFile(
                objectVersion: 54,
                targets: [
                    .app("Runner", ["Runner"], pods: true),
                    .unitTests("RunnerTests", ["RunnerTests"], host: "Runner"),
                ]),
            "ios/Pods/Pods.xcodeproj": podsProject(
                target: "Runner", pod: "FlutterPluginRegistrant"),
        ],
        style: "uikit", sourcesPath: "Runner", modulesPath: nil, testsPath: "RunnerTests",
        appTarget: "Runner", testTarget: "RunnerTests")

    /// An app beside its framework's own project: two `.xcodeproj` joined by a workspace.
    ///
    /// Which one holds the app is in the project files (only one has an app target),
    /// but init may rightly ask for `--xcode-project`.
    static let atlas = CorpusApp(
        name: "Atlas", shape: "app + framework project, two .xcodeproj (objectVersion 60)",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(
                ["Explore", "Place", "Saved"], in: "Atlas/Modules")
                + [
                    "Atlas/Assets.xcassets/Contents.json", "AtlasTests/AtlasTests.swift",
                    "AtlasKit/Sources/Geometry/Projection.swift",
                    "AtlasKit/Sources/Tiles/TileCache.swift",
                    "AtlasKit/Tests/ProjectionTests.swift",
                    "Atlas.xcworkspace/contents.xcworkspacedata",
                ],
            declaring: swiftUIAppFiles("Atlas", app: "AtlasApp")
                .merging(navigationService("Atlas/Services")) { $1 }),
        projects: [
            "Atlas.xcodeproj": CorpusProjectFile(
                objectVersion: 60,
                targets: [
                    .app("Atlas", ["Atlas"]),
                    .unitTests("AtlasTests", ["AtlasTests"], host: "Atlas"),
                ]),
            "AtlasKit.xcodeproj": CorpusProjectFile(
                objectVersion: 60,
                targets: [
                    CorpusTarget(name: "AtlasKit", kind: .framework, folders: ["AtlasKit/Sources"]),
                    CorpusTarget(
                        name: "AtlasKitTests", kind: .unitTests, folders: ["AtlasKit/Tests"],
                        host: "AtlasKit", testHostSetting: false),
                ]),
        ],
        style: "swiftui", sourcesPath: "Atlas", modulesPath: "Atlas/Modules",
        testsPath: "AtlasTests",
        appTarget: "Atlas", testTarget: "AtlasTests",
        mayAskFor: ["--xcode-project", "Atlas.xcodeproj"])

    /// A UIKit app from the storyboard template with a scene delegate, no tests and an empty
    /// `Features` group, which a fresh clone has no folder for (git keeps no empty folders).
    static let quill = CorpusApp(
        name: "Quill",
        shape: "UIKit storyboard, SceneDelegate, empty Features group (objectVersion 50)",
        files: CorpusApp.files(
            [
                "Quill/SceneDelegate.swift", "Quill/ViewController.swift", "Quill/Info.plist",
                "Quill/Base.lproj/Main.storyboard", "Quill/Base.lproj/LaunchScreen.storyboard",
                "Quill/Assets.xcassets/Contents.json",
            ],
            declaring: ["Quill/AppDelegate.swift": appDelegate("@UIApplicationMain")]),
        projects: [
            "Quill.xcodeproj": CorpusProjectFile(
                objectVersion: 50, targets: [.app("Quill", ["Quill"])],
                emptyGroups: ["Quill/Features"])
        ],
        style: "uikit", sourcesPath: "Quill", modulesPath: "Quill/Features", testsPath: nil,
        appTarget: "Quill", testTarget: nil,
        initSays: [
            "tests         none  (the Quill target has no unit-test target in Quill.xcodeproj",
            "modules get no tests (see tests above).",
        ])
}
