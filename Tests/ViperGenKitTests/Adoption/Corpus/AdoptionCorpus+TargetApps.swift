/// The corpus apps of issue 36: apps whose project builds more than the iOS app (a macOS or
/// tvOS app, extensions, a watch app), UIKit and Objective-C entry points, and an app without
/// a unit-test target.
extension AdoptionCorpus {
    /// The apps of issue 36's shapes, measured beside the 20 of issue 22.
    static let targetApps: [CorpusApp] = [
        dial, compass, skyline, channel, lantern, abacus, mosaic, folio,
    ]

    /// A SwiftUI app with an iOS and a macOS target, each with its own `@main` App, sharing
    /// `Shared/`; the macOS target comes first in the project, and there are no unit tests.
    static let dial = CorpusApp(
        name: "Dial", shape: "iOS + macOS targets, Shared/ + iOS/ + macOS/, no unit tests (54)",
        files: CorpusApp.files(
            [
                "Shared/ContentView.swift", "Shared/Models/Reading.swift",
                "Shared/Assets.xcassets/Contents.json", "iOS/Info.plist",
                "iOS/HapticFeedback.swift",
                "macOS/MenuBarController.swift", "macOS/Info.plist",
                "Tests iOS/Tests_iOS.swift",
            ],
            declaring: [
                "iOS/DialApp.swift": swiftUIApp("DialApp"),
                "macOS/DialMacApp.swift": swiftUIApp("DialMacApp"),
            ]),
        projects: [
            "Dial.xcodeproj": CorpusProjectFile(
                objectVersion: 54,
                targets: [
                    CorpusTarget(
                        name: "Dial (macOS)", kind: .app, folders: ["Shared", "macOS"],
                        settings: [
                            "MACOSX_DEPLOYMENT_TARGET": "13.0", "PRODUCT_NAME": "Dial",
                            "SDKROOT": "macosx",
                        ]),
                    CorpusTarget(
                        name: "Dial (iOS)", kind: .app, folders: ["Shared", "iOS"],
                        settings: [
                            "PRODUCT_NAME": "Dial", "SDKROOT": "iphoneos",
                            "TARGETED_DEVICE_FAMILY": "1,2",
                        ]),
                    .uiTests("Tests iOS", ["Tests iOS"], host: "Dial (iOS)"),
                ])
        ],
        style: "swiftui", sourcesPath: "iOS", modulesPath: nil, testsPath: nil,
        appTarget: "Dial (iOS)", testTarget: nil,
        initSays: [
            "project name  Dial  (from Dial.xcodeproj)", "RootApp       iOS/DialApp.swift",
            "tests         none  (the Dial (iOS) target has no unit-test target",
        ])

    /// A SwiftUI app from Xcode 12's multiplatform template: one `@main` App in `Shared/` that
    /// the iOS and the macOS target both build.
    static let compass = CorpusApp(
        name: "Compass", shape: "multiplatform template, shared @main App, iOS + macOS (53)",
        files: CorpusApp.files(
            [
                "Shared/ContentView.swift", "Shared/Assets.xcassets/Contents.json",
                "iOS/Info.plist", "macOS/Info.plist", "macOS/macOS.entitlements",
                "Tests iOS/Tests_iOS.swift", "Tests macOS/Tests_macOS.swift",
            ],
            declaring: ["Shared/CompassApp.swift": swiftUIApp("CompassApp")]),
        projects: [
            "Compass.xcodeproj": CorpusProjectFile(
                objectVersion: 53,
                targets: [
                    CorpusTarget(
                        name: "Compass (iOS)", kind: .app, folders: ["Shared", "iOS"],
                        settings: ["SDKROOT": "iphoneos"]),
                    CorpusTarget(
                        name: "Compass (macOS)", kind: .app, folders: ["Shared", "macOS"],
                        settings: ["SDKROOT": "macosx"]),
                    .uiTests("Tests iOS", ["Tests iOS"], host: "Compass (iOS)"),
                    .uiTests("Tests macOS", ["Tests macOS"], host: "Compass (macOS)"),
                ])
        ],
        style: "swiftui", sourcesPath: "Shared", modulesPath: nil, testsPath: nil,
        appTarget: "Compass (iOS)", testTarget: nil,
        initSays: [
            "The Compass (macOS) target builds Shared/CompassApp.swift too: new modules join the "
                + "Compass (iOS) target"
        ])

    /// A SwiftUI app with a widget, an intents extension and a watch app, each with its entry
    /// point; the app target also compiles the intents handler and the widget's views (not its
    /// `@main` bundle), so its sources span four folders.
    static let skyline = CorpusApp(
        name: "Skyline", shape: "app + widget + intents + watch app, app spans 4 folders (56)",
        files: CorpusApp.files(
            [
                "Skyline/ContentView.swift", "Skyline/Assets.xcassets/Contents.json",
                "Shared/Forecast.swift", "Shared/WeatherClient.swift",
                "SkylineWidget/ForecastWidget.swift", "SkylineWatch/ForecastView.swift",
            ],
            declaring: [
                "Skyline/SkylineApp.swift": swiftUIApp("SkylineApp"),
                "SkylineIntents/IntentHandler.swift":
                    "import Intents\n\nclass IntentHandler: INExtension {}\n",
                "SkylineWidget/SkylineWidgetBundle.swift":
                    "import SwiftUI\nimport WidgetKit\n\n@main\nstruct SkylineWidgetBundle: "
                    + "WidgetBundle {\n    var body: some Widget { ForecastWidget() }\n}\n",
                "SkylineWatch/SkylineWatchApp.swift": swiftUIApp("SkylineWatchApp"),
                "SkylineTests/SkylineTests.swift": "import XCTest\n@testable import Skyline\n",
            ]),
        projects: [
            "Skyline.xcodeproj": CorpusProjectFile(
                objectVersion: 56,
                targets: [
                    CorpusTarget(
                        name: "Skyline", kind: .app,
                        folders: ["Skyline", "Shared", "SkylineIntents", "SkylineWidget"],
                        embeds: ["SkylineWidgetExtension", "SkylineIntents", "SkylineWatch"],
                        excludes: ["SkylineWidget/SkylineWidgetBundle.swift"]),
                    CorpusTarget(
                        name: "SkylineWidgetExtension", kind: .appExtension,
                        folders: ["SkylineWidget", "Shared"]),
                    CorpusTarget(
                        name: "SkylineIntents", kind: .appExtension,
                        folders: ["SkylineIntents", "Shared"]),
                    CorpusTarget(
                        name: "SkylineWatch", kind: .watchApp, folders: ["SkylineWatch", "Shared"]),
                    .unitTests("SkylineTests", ["SkylineTests"], host: "Skyline"),
                ])
        ],
        style: "swiftui", sourcesPath: "Skyline", modulesPath: nil, testsPath: "SkylineTests",
        appTarget: "Skyline", testTarget: "SkylineTests")

    /// A UIKit app built by an iOS and a tvOS target from the same folder.
    static let channel = CorpusApp(
        name: "Channel", shape: "UIKit, iOS + tvOS targets building one folder (55)",
        files: CorpusApp.files(
            [
                "Channel/SceneDelegate.swift", "Channel/PlayerViewController.swift",
                "Channel/Catalog/CatalogService.swift", "Channel/Info.plist",
                "Channel/Base.lproj/LaunchScreen.storyboard", "ChannelTests/ChannelTests.swift",
            ],
            declaring: ["Channel/AppDelegate.swift": appDelegate("@UIApplicationMain")]),
        projects: [
            "Channel.xcodeproj": CorpusProjectFile(
                objectVersion: 55,
                targets: [
                    CorpusTarget(
                        name: "Channel TV", kind: .app, folders: ["Channel"],
                        settings: ["SDKROOT": "appletvos", "TARGETED_DEVICE_FAMILY": "3"]),
                    .app("Channel", ["Channel"]),
                    .unitTests("ChannelTests", ["ChannelTests"], host: "Channel"),
                ])
        ],
        style: "uikit", sourcesPath: "Channel", modulesPath: nil, testsPath: "ChannelTests",
        appTarget: "Channel", testTarget: "ChannelTests",
        initSays: ["the app's entry point Channel/AppDelegate.swift is UIKit"])

    /// A UIKit app from Xcode's storyboard template: `@main class AppDelegate`, whose target
    /// was renamed `LanternApp`.
    static let lantern = CorpusApp(
        name: "Lantern", shape: "UIKit, @main class AppDelegate, target LanternApp (60)",
        files: CorpusApp.files(
            [
                "Lantern/SceneDelegate.swift", "Lantern/ViewController.swift",
                "Lantern/Info.plist", "Lantern/Base.lproj/Main.storyboard",
                "LanternTests/LanternTests.swift", "LanternUITests/LanternUITests.swift",
            ],
            declaring: ["Lantern/AppDelegate.swift": appDelegate("@main")]),
        projects: [
            "Lantern.xcodeproj": CorpusProjectFile(
                objectVersion: 60,
                targets: [
                    .app("LanternApp", ["Lantern"]),
                    .unitTests("LanternTests", ["LanternTests"], host: "LanternApp"),
                    .uiTests("LanternUITests", ["LanternUITests"], host: "LanternApp"),
                ])
        ],
        style: "uikit", sourcesPath: "Lantern", modulesPath: nil, testsPath: "LanternTests",
        appTarget: "LanternApp", testTarget: "LanternTests",
        initSays: [
            "style         uikit  (the app's entry point Lantern/AppDelegate.swift is UIKit)",
            // The app target is not named as the project: @testable import names its module.
            "project name  LanternApp  (the module of the LanternApp target's product in "
                + "Lantern.xcodeproj, which @testable import names)",
        ])

    /// An Objective-C app: `main.m`, an app delegate and a view controller, Objective-C tests,
    /// no Swift and no Swift language version.
    static let abacus = CorpusApp(
        name: "Abacus", shape: "Objective-C app, main.m, no Swift yet (46)",
        files: CorpusApp.files(
            [
                "Abacus/AppDelegate.h", "Abacus/AppDelegate.m", "Abacus/ViewController.h",
                "Abacus/ViewController.m", "Abacus/Info.plist", "Abacus/Base.lproj/Main.storyboard",
                "AbacusTests/AbacusTests.m",
            ],
            declaring: ["Abacus/main.m": objectiveCMain]),
        projects: [
            "Abacus.xcodeproj": CorpusProjectFile(
                objectVersion: 46,
                targets: [
                    .app("Abacus", ["Abacus"]),
                    .unitTests("AbacusTests", ["AbacusTests"], host: "Abacus"),
                ], setsSwiftVersion: false)
        ],
        style: "uikit", sourcesPath: "Abacus", modulesPath: nil, testsPath: "AbacusTests",
        appTarget: "Abacus", testTarget: "AbacusTests",
        initSays: [
            "style         uikit  (the app's entry point Abacus/main.m is Objective-C",
            "Objective-C app: Abacus/main.m starts it.", "#import \"Abacus-Swift.h\"",
            "[PaymentsModule makeViewController]", "set SWIFT_VERSION",
        ])

    /// An Objective-C app that has Swift screens through a bridging header, and no tests.
    static let mosaic = CorpusApp(
        name: "Mosaic", shape: "mixed Objective-C + Swift, bridging header, no tests (50)",
        files: CorpusApp.files(
            [
                "Mosaic/AppDelegate.h", "Mosaic/AppDelegate.m", "Mosaic/Mosaic-Bridging-Header.h",
                "Mosaic/Gallery/GalleryViewController.swift", "Mosaic/Gallery/TileLayout.swift",
                "Mosaic/Legacy/ImageCache.h", "Mosaic/Legacy/ImageCache.m", "Mosaic/Info.plist",
            ],
            declaring: ["Mosaic/main.m": objectiveCMain]),
        projects: [
            "Mosaic.xcodeproj": CorpusProjectFile(
                objectVersion: 50,
                targets: [
                    CorpusTarget(
                        name: "Mosaic", kind: .app, folders: ["Mosaic"],
                        settings: ["SWIFT_OBJC_BRIDGING_HEADER": "Mosaic/Mosaic-Bridging-Header.h"])
                ])
        ],
        style: "uikit", sourcesPath: "Mosaic", modulesPath: nil, testsPath: nil,
        appTarget: "Mosaic", testTarget: nil,
        initSays: [
            "Mixed app: Mosaic/main.m starts it in Objective-C",
            "(bridging header Mosaic/Mosaic-Bridging-Header.h)", "#import \"Mosaic-Swift.h\"",
        ])

    /// An Objective-C app laid out as older Xcode templates made them (Artsy's Folio): `main.m`
    /// at the top, its code in `Classes/`, a vendored library in `Externals/`.
    static let folio = CorpusApp(
        name: "Ledger", shape: "Objective-C app, main.m at the top, Classes/ + Externals/ (46)",
        files: CorpusApp.files(
            [
                "Classes/AppDelegate.h", "Classes/AppDelegate.m", "Classes/ViewController.h",
                "Classes/ViewController.m", "Externals/RESTKit/RKObjectManager.h",
                "Externals/RESTKit/RKObjectManager.m", "LedgerTests/LedgerTests.m",
            ],
            declaring: ["main.m": objectiveCMain]),
        projects: [
            "Ledger.xcodeproj": CorpusProjectFile(
                objectVersion: 46,
                targets: [
                    .app("Ledger", [".", "Classes", "Externals"]),
                    .unitTests("LedgerTests", ["LedgerTests"], host: "Ledger"),
                ], setsSwiftVersion: false)
        ],
        style: "uikit", sourcesPath: "Classes", modulesPath: nil, testsPath: "LedgerTests",
        appTarget: "Ledger", testTarget: "LedgerTests",
        initSays: [
            "sources       Classes  (the Ledger target's sources in Ledger.xcodeproj, beside its "
                + "entry point main.m; vendored code in Externals/RESTKit left out)"
        ])

    /// An Objective-C app's `main.m`.
    static let objectiveCMain = """
        #import <UIKit/UIKit.h>
        #import "AppDelegate.h"

        int main(int argc, char * argv[]) {
            @autoreleasepool {
                return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
            }
        }

        """
}
