/// The corpus apps whose screens are VIPER (or VIP) modules laid out by hand or by Generamba,
/// or in viper-gen's own swiftui and uikit layouts.
extension AdoptionCorpus {
    /// A SwiftUI VIPER app in viper-gen's swiftui layout, on classic groups.
    static let recipes = CorpusApp(
        name: "Recipes", shape: "SwiftUI VIPER, viper-gen's swiftui layout (objectVersion 56)",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(
                ["RecipeList", "RecipeDetail", "Favorites"], in: "Recipes/Classes/Modules")
                + [
                    "Recipes/Assets.xcassets/Contents.json",
                    "Recipes/Preview Content/Preview Assets.xcassets/Contents.json",
                    "RecipesTests/RecipesTests.swift",
                    "RecipesTests/RecipeList/RecipeListPresenterTests.swift",
                    "RecipesUITests/RecipesUITests.swift", "README.md",
                ],
            declaring: swiftUIAppFiles("Recipes", app: "RecipesApp")
                .merging(navigationService("Recipes/Classes/Services")) { $1 }),
        projects: [
            "Recipes.xcodeproj": CorpusProjectFile(
                objectVersion: 56,
                targets: [
                    .app("Recipes", ["Recipes"]),
                    .unitTests("RecipesTests", ["RecipesTests"], host: "Recipes"),
                    .uiTests("RecipesUITests", ["RecipesUITests"], host: "Recipes"),
                ])
        ],
        style: "swiftui", sourcesPath: "Recipes", modulesPath: "Recipes/Classes/Modules",
        testsPath: "RecipesTests", appTarget: "Recipes", testTarget: "RecipesTests")

    /// A UIKit VIPER app in viper-gen's uikit layout under `App/Screens`, with CocoaPods and a
    /// unit-test target hosted by the app.
    static let courier = CorpusApp(
        name: "Courier",
        shape: "UIKit VIPER, viper-gen's uikit layout, CocoaPods (objectVersion 46)",
        files: CorpusApp.files(
            CorpusModuleLayout.uikitViper.files(
                ["Login", "Parcels", "Tracking"], in: "App/Screens")
                + [
                    "App/Services/APIClient.swift", "App/Info.plist",
                    "App/Resources/Assets.xcassets/Contents.json",
                    "App/Resources/Base.lproj/LaunchScreen.storyboard",
                    "CourierTests/CourierTests.swift", "CourierTests/Info.plist",
                    "CourierTests/Login/LoginPresenterTests.swift",
                    "CourierTests/Login/LoginViewSpy.swift",
                ],
            declaring: ["App/AppDelegate.swift": appDelegate("@UIApplicationMain")]
                .merging(uikitProtocols("App/Architecture")) { $1 }
                .merging(cocoaPods("Courier", target: "Courier", pod: "Alamofire")) { $1 }),
        projects: [
            "Courier.xcodeproj": CorpusProjectFile(
                objectVersion: 46,
                targets: [
                    .app("Courier", ["App"], pods: true),
                    .unitTests("CourierTests", ["CourierTests"], host: "Courier"),
                ]),
            "Pods/Pods.xcodeproj": podsProject(target: "Courier", pod: "Alamofire"),
        ],
        style: "uikit", sourcesPath: "App", modulesPath: "App/Screens", testsPath: "CourierTests",
        appTarget: "Courier", testTarget: "CourierTests")

    /// A UIKit VIPER app whose modules Generamba made: a folder per part, view input and
    /// output protocols, an assembly, and the app delegate in its own folder.
    static let ledger = CorpusApp(
        name: "Ledger", shape: "Generamba UIKit VIPER (objectVersion 48)",
        files: CorpusApp.files(
            CorpusModuleLayout.generamba.files(
                ["Accounts", "AccountDetails", "Settings"], in: "Ledger/Presentation/Modules")
                + [
                    "Ledger/Services/AccountsService.swift", "Ledger/Info.plist",
                    "Ledger/Resources/Base.lproj/LaunchScreen.storyboard",
                    "LedgerTests/Presentation/Modules/Accounts/AccountsPresenterTests.swift",
                    "LedgerTests/Presentation/Modules/Accounts/AccountsInteractorTests.swift",
                ],
            declaring: [
                "Ledger/Application/AppDelegate.swift": appDelegate("@UIApplicationMain"),
                "Ledger/Presentation/Modules/Accounts/View/AccountsViewInput.swift":
                    "protocol AccountsViewInput: AnyObject {\n    func setupInitialState()\n}\n",
                "Ledger/Presentation/Modules/Accounts/View/AccountsViewOutput.swift":
                    "protocol AccountsViewOutput {\n    func viewIsReady()\n}\n",
                "Ledger/Presentation/Modules/Accounts/Assembly/AccountsAssembly.swift":
                    "import UIKit\n\nfinal class AccountsAssembly: NSObject {}\n",
                "Rambafile": "project_name: Ledger\nxcodeproj_path: Ledger.xcodeproj\n"
                    + "project_target: Ledger\nproject_file_path: Ledger/Presentation/Modules\n"
                    + "test_target: LedgerTests\n",
            ]),
        projects: [
            "Ledger.xcodeproj": CorpusProjectFile(
                objectVersion: 48,
                targets: [
                    .app("Ledger", ["Ledger"]),
                    .unitTests("LedgerTests", ["LedgerTests"], host: "Ledger"),
                ])
        ],
        style: "uikit", sourcesPath: "Ledger", modulesPath: "Ledger/Presentation/Modules",
        testsPath: "LedgerTests", appTarget: "Ledger", testTarget: "LedgerTests")

    /// A Clean Swift (VIP) app: scenes of a view controller, interactor, presenter, router,
    /// worker and models, with data store protocols.
    static let parcel = CorpusApp(
        name: "Parcel", shape: "Clean Swift VIP scenes (objectVersion 50)",
        files: CorpusApp.files(
            CorpusModuleLayout.cleanSwift.files(
                ["ListOrders", "ShowOrder", "CreateOrder"], in: "Parcel/Scenes")
                + [
                    "Parcel/Models/Order.swift", "Parcel/Services/OrdersMemStore.swift",
                    "Parcel/Base.lproj/Main.storyboard",
                    "Parcel/Base.lproj/LaunchScreen.storyboard",
                    "Parcel/Assets.xcassets/Contents.json", "Parcel/Info.plist",
                    "ParcelTests/Scenes/ListOrders/ListOrdersInteractorTests.swift",
                    "ParcelTests/Scenes/ListOrders/ListOrdersPresenterTests.swift",
                    "ParcelUITests/ParcelUITests.swift",
                ],
            declaring: [
                "Parcel/AppDelegate.swift": appDelegate("@UIApplicationMain"),
                "Parcel/Scenes/ListOrders/ListOrdersInteractor.swift":
                    "protocol ListOrdersBusinessLogic {}\n\nprotocol ListOrdersDataStore {}\n\n"
                    + "class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore {}\n",
                "Parcel/Scenes/ListOrders/ListOrdersRouter.swift":
                    "@objc protocol ListOrdersRoutingLogic {}\n\nprotocol ListOrdersDataPassing {\n"
                    + "    var dataStore: ListOrdersDataStore? { get }\n}\n",
            ]),
        projects: [
            "Parcel.xcodeproj": CorpusProjectFile(
                objectVersion: 50,
                targets: [
                    .app("Parcel", ["Parcel"]),
                    .unitTests("ParcelTests", ["ParcelTests"], host: "Parcel"),
                    .uiTests("ParcelUITests", ["ParcelUITests"], host: "Parcel"),
                ])
        ],
        style: "uikit", sourcesPath: "Parcel", modulesPath: "Parcel/Scenes",
        testsPath: "ParcelTests", appTarget: "Parcel", testTarget: "ParcelTests")

    /// A SwiftUI VIPER app in viper-gen's swiftui layout under `Screens`, whose navigation is
    /// `@Observable`.
    static let lumen = CorpusApp(
        name: "Lumen", shape: "SwiftUI VIPER under Screens, @Observable (objectVersion 63)",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(
                ["Home", "Library", "Reader"], in: "Lumen/Screens")
                + [
                    "Lumen/Assets.xcassets/Contents.json",
                    "LumenTests/Home/HomePresenterTests.swift",
                ],
            declaring: swiftUIAppFiles("Lumen", app: "LumenApp")
                .merging(navigationService("Lumen/Services", observable: true)) { $1 }),
        projects: [
            "Lumen.xcodeproj": CorpusProjectFile(
                objectVersion: 63,
                targets: [
                    .app("Lumen", ["Lumen"]),
                    .unitTests("LumenTests", ["LumenTests"], host: "Lumen"),
                ])
        ],
        style: "swiftui", sourcesPath: "Lumen", modulesPath: "Lumen/Screens",
        testsPath: "LumenTests", appTarget: "Lumen", testTarget: "LumenTests")
}
