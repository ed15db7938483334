/// The 20 apps `init` is measured on (issue 22): VIPER apps of each layout teams use, and apps
/// of the shapes public iOS apps come in — synchronized folders, several targets, CocoaPods,
/// nested sources, a Flutter host, two projects, `main.swift`, a package, XcodeGen and Tuist
/// layouts, a project name that is not a Swift identifier.
enum AdoptionCorpus {
    /// Every app, in the order of the table.
    static let apps: [CorpusApp] = [
        recipes, courier, ledger, parcel, trails, habit, homeBase, pantry, ticketing, clinic,
        wallet, birdsong, atlas, metronome, orbit, harbor, beacon, myShop, lumen, quill,
    ]

    /// How many of them `init` must adopt without flags.
    static let required = 16

    /// A SwiftUI app's entry point, `@main struct <name>: App`.
    static func swiftUIApp(_ name: String) -> String {
        "import SwiftUI\n\n@main\nstruct \(name): App {\n    var body: some Scene {\n"
            + "        WindowGroup { RootView() }\n    }\n}\n"
    }

    /// A UIKit app delegate marked `attribute` (`@main`, `@UIApplicationMain`, or nothing when
    /// `main.swift` starts the app).
    static func appDelegate(_ attribute: String?) -> String {
        "import UIKit\n\n" + (attribute.map { $0 + "\n" } ?? "")
            + "class AppDelegate: UIResponder, UIApplicationDelegate {\n"
            + "    var window: UIWindow?\n}\n"
    }

    /// The app files of viper-gen's swiftui layout, declared, in `folder`, with the support code
    /// its modules build on (the architecture protocols and Swilby).
    static func swiftUIAppFiles(_ folder: String, app: String) -> [String: String] {
        [
            "\(folder)/\(app).swift": swiftUIApp(app),
            "\(folder)/RootView.swift": "import SwiftUI\n\nstruct RootView: View {}\n",
            "\(folder)/ApplicationViewBuilder.swift": "final class ApplicationViewBuilder {}\n",
            "\(folder)/Classes/Architecture/Protocols.swift":
                "protocol InteractorProtocol: AnyObject {}\nprotocol PresenterProtocol: AnyObject {}\n"
                + "protocol RouterProtocol: AnyObject {}\nprotocol ViewStateProtocol: AnyObject {}\n",
            "\(folder)/Classes/Library/Swilby/Assembly.swift": "open class Assembly {}\n",
        ]
    }

    /// The navigation service of viper-gen's swiftui layout in `folder`.
    static func navigationService(_ folder: String, observable: Bool = false) -> [String: String] {
        [
            "\(folder)/NavigationService/NavigationService.swift": observable
                ? "import Observation\n\n@Observable\nfinal class NavigationService {}\n"
                : "import Combine\n\nfinal class NavigationService: ObservableObject {}\n",
            "\(folder)/NavigationService/Views.swift": "enum Views: Hashable {}\n",
            "\(folder)/NavigationService/NavigationAssembly.swift":
                "final class NavigationAssembly: Assembly {}\n",
            "\(folder)/NavigationService/NavigationServiceType.swift":
                "protocol NavigationServiceType: AnyObject {}\n",
        ]
    }

    /// The architecture protocols of viper-gen's uikit layout in `folder`.
    static func uikitProtocols(_ folder: String) -> [String: String] {
        [
            "\(folder)/Viewable.swift": "protocol Viewable: AnyObject {}\n",
            "\(folder)/Presenterable.swift": "protocol Presenterable: AnyObject {}\n",
            "\(folder)/Interactorable.swift": "protocol Interactorable: AnyObject {}\n",
            "\(folder)/Routerable.swift": "protocol Routerable: AnyObject {}\n",
        ]
    }

    /// A CocoaPods workspace of `project`, its Podfile and the pod `pod`'s sources in `folder`.
    static func cocoaPods(_ project: String, target: String, pod: String, in folder: String = "")
        -> [String: String]
    {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return [
            "\(prefix)Podfile": "platform :ios, '12.0'\n\ntarget '\(target)' do\n"
                + "  use_frameworks!\n  pod '\(pod)'\nend\n",
            "\(prefix)Podfile.lock": "PODS:\n  - \(pod) (5.0.0)\n",
            "\(prefix)\(project).xcworkspace/contents.xcworkspacedata":
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n"
                + "   <FileRef location = \"group:\(project).xcodeproj\"></FileRef>\n"
                + "   <FileRef location = \"group:Pods/Pods.xcodeproj\"></FileRef>\n</Workspace>\n",
            "\(prefix)Pods/\(pod)/Sources/\(pod).swift": "",
            "\(prefix)Pods/Target Support Files/Pods-\(target)/Pods-\(target).debug.xcconfig": "",
        ]
    }

    /// The Pods project CocoaPods writes beside the app's, building `pod` and the app's
    /// umbrella framework.
    static func podsProject(target: String, pod: String) -> CorpusProjectFile {
        CorpusProjectFile(
            objectVersion: 46,
            targets: [
                CorpusTarget(name: pod, kind: .framework, folders: [pod]),
                CorpusTarget(
                    name: "Pods-\(target)", kind: .framework, folders: ["Target Support Files"]),
            ])
    }
}
