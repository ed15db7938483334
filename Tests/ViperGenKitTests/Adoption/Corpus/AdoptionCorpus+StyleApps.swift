/// The corpus apps whose VIPER modules follow one of viper-gen's other styles (routed,
/// builder, generic), or whose entry point is `main.swift`.
extension AdoptionCorpus {
    /// A routed app: an application router keeps the instantiated modules, each module a
    /// wireframe and its parts.
    static let ticketing = CorpusApp(
        name: "Ticketing", shape: "routed VIPER, ApplicationRouter (objectVersion 53)",
        files: CorpusApp.files(
            CorpusModuleLayout.routed.files(
                ["Events", "EventDetail", "Checkout"], in: "Ticketing/Modules")
                + [
                    "Ticketing/Architecture/ModuleType.swift",
                    "Ticketing/Architecture/WireframeType.swift",
                    "Ticketing/Base.lproj/LaunchScreen.storyboard", "Ticketing/Info.plist",
                    "TicketingTests/Events/EventsPresenterTests.swift",
                ],
            declaring: [
                "Ticketing/AppDelegate.swift": appDelegate("@UIApplicationMain"),
                "Ticketing/ApplicationRouter.swift":
                    "final class ApplicationRouter {\n"
                    + "    private var instantiatedModules: [ModuleType] = []\n}\n",
                "Ticketing/Architecture/ModuleType.swift":
                    "protocol ModuleType {}\nprotocol ModuleRoutable {}\nstruct ModuleParameters {}\n"
                    + "enum ModulePresentationMode {}\ntypealias ModuleCallback = () -> Void\n"
                    + "struct ResponseError: Error {}\n",
                "Ticketing/Architecture/WireframeType.swift":
                    "protocol WireframeType {}\nprotocol StoryboardIdentifiableViewController {}\n"
                    + "final class WeakContainer<T: AnyObject> {}\n",
            ]),
        projects: [
            "Ticketing.xcodeproj": CorpusProjectFile(
                objectVersion: 53,
                targets: [
                    .app("Ticketing", ["Ticketing"]),
                    .unitTests("TicketingTests", ["TicketingTests"], host: "Ticketing"),
                ])
        ],
        style: "routed", sourcesPath: "Ticketing", modulesPath: "Ticketing/Modules",
        testsPath: "TicketingTests", appTarget: "Ticketing", testTarget: "TicketingTests")

    /// A builder-style app: each module a factory, application logic with data stores and
    /// interactor I/O, and a user interface.
    static let clinic = CorpusApp(
        name: "Clinic", shape: "builder VIPER, factories and datastores (objectVersion 54)",
        files: CorpusApp.files(
            CorpusModuleLayout.builder.files(["Appointments", "Doctors"], in: "Clinic/Modules")
                + [
                    "Clinic/SceneDelegate.swift", "Clinic/Assets.xcassets/Contents.json",
                    "Clinic/Base.lproj/LaunchScreen.storyboard", "Clinic/Info.plist",
                    "ClinicTests/Appointments/AppointmentsPresenterTests.swift",
                ],
            declaring: [
                "Clinic/AppDelegate.swift": appDelegate("@main"),
                "Clinic/Modules/Appointments/Factory/IAppointmentsBuilder.swift":
                    "import UIKit\n\nprotocol IAppointmentsBuilder {\n"
                    + "    func build() -> UIViewController\n}\n",
                "Clinic/Modules/Appointments/Application Logic/Interactor/AppointmentsInteractorIO.swift":
                    "protocol AppointmentsInteractorInput {}\n\n"
                    + "protocol AppointmentsInteractorOutput: AnyObject {}\n",
            ]),
        projects: [
            "Clinic.xcodeproj": CorpusProjectFile(
                objectVersion: 54,
                targets: [
                    .app("Clinic", ["Clinic"]),
                    .unitTests("ClinicTests", ["ClinicTests"], host: "Clinic"),
                ])
        ],
        style: "builder", sourcesPath: "Clinic", modulesPath: "Clinic/Modules",
        testsPath: "ClinicTests", appTarget: "Clinic", testTarget: "ClinicTests")

    /// A generic-style app: modules built on a `GenericModule` package, under `Screens`.
    static let wallet = CorpusApp(
        name: "Wallet", shape: "generic VIPER on a GenericModule package (objectVersion 55)",
        files: CorpusApp.files(
            CorpusModuleLayout.generic.files(
                ["Cards", "Transfer", "History"], in: "Wallet/Screens")
                + [
                    "Wallet/SceneDelegate.swift", "Wallet/Assets.xcassets/Contents.json",
                    "Wallet/Info.plist", "WalletTests/Cards/CardsPresenterTests.swift",
                ],
            declaring: [
                "Wallet/AppDelegate.swift": appDelegate("@main"),
                "Wallet/Coordinators/AppCoordinator.swift":
                    "import GenericModule\nimport UIKit\n\nfinal class AppCoordinator {}\n\n"
                    + "struct Dependencies {}\n",
                "Wallet/Screens/Cards/CardsModule.swift":
                    "import GenericModule\n\nenum CardsModule {}\n",
            ]),
        projects: [
            "Wallet.xcodeproj": CorpusProjectFile(
                objectVersion: 55,
                targets: [
                    .app("Wallet", ["Wallet"]),
                    .unitTests("WalletTests", ["WalletTests"], host: "Wallet"),
                ])
        ],
        style: "generic", sourcesPath: "Wallet", modulesPath: "Wallet/Screens",
        testsPath: "WalletTests", appTarget: "Wallet", testTarget: "WalletTests")

    /// A UIKit VIPER app started by `main.swift` calling `UIApplicationMain`.
    static let metronome = CorpusApp(
        name: "Metronome", shape: "UIKit VIPER started by main.swift (objectVersion 51)",
        files: CorpusApp.files(
            CorpusModuleLayout.uikitViper.files(
                ["Tempo", "Presets", "Settings"], in: "Metronome/Modules")
                + [
                    "Metronome/Audio/ClickEngine.swift", "Metronome/Info.plist",
                    "Metronome/Base.lproj/LaunchScreen.storyboard",
                    "MetronomeTests/MetronomeTests.swift",
                ],
            declaring: [
                "Metronome/main.swift":
                    "import UIKit\n\nUIApplicationMain(\n    CommandLine.argc, CommandLine.unsafeArgv, nil,\n"
                    + "    NSStringFromClass(AppDelegate.self))\n",
                "Metronome/AppDelegate.swift": appDelegate(nil),
            ].merging(uikitProtocols("Metronome/Architecture")) { $1 }),
        projects: [
            "Metronome.xcodeproj": CorpusProjectFile(
                objectVersion: 51,
                targets: [
                    .app("Metronome", ["Metronome"]),
                    .unitTests("MetronomeTests", ["MetronomeTests"], host: "Metronome"),
                ])
        ],
        style: "uikit", sourcesPath: "Metronome", modulesPath: "Metronome/Modules",
        testsPath: "MetronomeTests", appTarget: "Metronome", testTarget: "MetronomeTests")
}
