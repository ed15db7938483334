import Foundation
import Testing

@testable import ViperGenSwiftSource

/// An app file and its site, for the removal tests: every one holds `#if` blocks or a layout
/// that adding has to follow, so removing has to find exactly what adding wrote.
struct RemovalFixture: Sendable, CustomTestStringConvertible {
    /// What the file is, for the test's name.
    let name: String
    /// The file's site.
    let site: any RegistrationSite
    /// The file before any registration.
    let text: String
    /// The file after adding a subject and removing it: `text`, except where adding to two
    /// texts gives the same one (a router list of one element per line without a trailing comma
    /// gets swift-format's trailing commas, as that list with the comma does), and removing
    /// keeps the commas.
    let afterRemoval: String

    /// A fixture whose removal gives back `afterRemoval`, or `text` when that is nil.
    init(name: String, site: any RegistrationSite, text: String, afterRemoval: String? = nil) {
        self.name = name
        self.site = site
        self.text = text
        self.afterRemoval = afterRemoval ?? text
    }

    /// The name, shown for each argument of a test.
    var testDescription: String { name }

    /// The assemblies the container setup counts as modules.
    static let modules: Set<String> = [
        "MainAssembly", "DebugMenuAssembly", "PaymentsAssembly", "OrdersAssembly",
    ]

    /// One file of every site.
    static let all: [RemovalFixture] =
        [
            RemovalFixture(
                name: "container", site: ContainerSite(moduleAssemblies: modules), text: container),
            RemovalFixture(
                name: "container, CRLF", site: ContainerSite(moduleAssemblies: modules),
                text: container.replacingOccurrences(of: "\n", with: "\r\n")),
            RemovalFixture(name: "enum Views", site: ViewsEnumSite(), text: views),
            RemovalFixture(name: "view builder", site: ViewBuilderSite(), text: viewBuilder),
            RemovalFixture(
                name: "navigation destination", site: NavigationDestinationSite(), text: rootView),
        ]
        + routerLists.enumerated().map { index, lists in
            RemovalFixture(
                name: "application router \(index)", site: ApplicationRouterSite(),
                text: router(lists.list), afterRemoval: lists.afterRemoval.map(router))
        }

    /// An application router file holding `list`.
    private static func router(_ list: String) -> String {
        "final class ApplicationRouter {\n\(list)\n\n    weak var window: UIWindow?\n}\n"
    }

    private static let container = """
        func makeContainer() -> DependencyContainer {
            let container = DependencyContainer()
            // Modules
            container.apply(MainAssembly.self)
            #if DEBUG
                container.apply(DebugMenuAssembly.self)
            #endif
            // Services
            container.apply(NetworkServiceAssembly.self)
            return container
        }

        """

    private static let views = """
        enum Views: Hashable {
            case main
            #if DEBUG
                case debugMenu
            #endif

            var stringKey: String {
                switch self {
                case .main:
                    return "main"
                #if DEBUG
                    case .debugMenu: return "debugMenu"
                #endif
                }
            }
        }

        """

    private static let viewBuilder = """
        final class ApplicationViewBuilder {
            let container: DependencyContainer

            @ViewBuilder
            func build(view: Views) -> some View {
                switch view {
                case .main:
                    buildMain()
                #if DEBUG
                    case .debugMenu: buildDebugMenu()
                #endif
                }
            }

            /// Returns the Main screen.
            @MainActor
            func buildMain() -> some View {
                container.resolve(MainAssembly.self).build()
            }
            #if DEBUG
                func buildDebugMenu() -> some View { container.resolve(DebugMenuAssembly.self).build() }
            #endif
        }

        """

    private static let rootView = """
        struct RootView: View {
            let appViewBuilder: ApplicationViewBuilder

            var body: some View {
                NavigationStack {
                    appViewBuilder.build(view: .main)
                        .navigationDestination(for: Views.self) { view in
                            switch view {
                            case .main: appViewBuilder.build(view: .main)
                            #if DEBUG
                                case .debugMenu: appViewBuilder.build(view: .debugMenu)
                            #endif
                            }
                        }
                }
            }
        }

        """

    /// Module lists, and what removing an added module leaves where that is not the list itself.
    private static let routerLists: [(list: String, afterRemoval: String?)] = [
        ("    var instantiatedModules: [any ModuleType] = [\n        MainModule(),\n    ]", nil),
        (
            "    var instantiatedModules: [any ModuleType] = [\n        MainModule()\n    ]",
            "    var instantiatedModules: [any ModuleType] = [\n        MainModule(),\n    ]"
        ),
        (
            "    var instantiatedModules: [any ModuleType] = [\n        MainModule(),\n        SearchModule()\n    ]",
            nil
        ),
        (
            "    var instantiatedModules: [any ModuleType] = [\n        MainModule()  // home\n    ]",
            "    var instantiatedModules: [any ModuleType] = [\n        MainModule(),  // home\n    ]"
        ),
        ("    var instantiatedModules: [any ModuleType] = [MainModule()]", nil),
        ("    var instantiatedModules: [any ModuleType] = [MainModule(),]", nil),
        ("    var instantiatedModules: [any ModuleType] = []", nil),
        ("    var instantiatedModules: [any ModuleType] = [\n    ]", nil),
    ]
}
