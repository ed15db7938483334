/// The app files registrations go into, by what each does in the app: the one table of which
/// site each has and which subjects it registers.
package enum AppFileRole: CaseIterable, Sendable {
    /// RootApp.swift: the container setup, where every module and service is applied.
    case rootApp
    /// The file declaring `enum Views`: a module's case and its `stringKey`.
    case views
    /// ApplicationViewBuilder.swift: a module's `build(view:)` clause and `build…()` method.
    case viewBuilder
    /// RootView.swift: a module's `.navigationDestination(for: Views.self)` clause.
    case rootView
    /// A `routed` app's ApplicationRouter.swift: a module's element of its module list.
    case applicationRouter

    /// The files of a `swiftui` app, in the order they are edited.
    package static let swiftUIApp: [AppFileRole] = [.rootApp, .views, .viewBuilder, .rootView]

    /// The files of a `routed` app.
    package static let routedApp: [AppFileRole] = [.applicationRouter]

    /// The file's usual name: `RootApp.swift`.
    package var fileName: String {
        switch self {
        case .rootApp: "RootApp.swift"
        case .views: "Views.swift"
        case .viewBuilder: "ApplicationViewBuilder.swift"
        case .rootView: "RootView.swift"
        case .applicationRouter: "ApplicationRouter.swift"
        }
    }

    /// Whether subjects of `kind` are registered in the file: every one in the container
    /// setup and in the application router (whatever its template makes a `…Module` for),
    /// modules only in the others.
    package func registers(_ kind: RegistrationSubject.Kind) -> Bool {
        self == .rootApp || self == .applicationRouter || kind == .module
    }

    /// The file's site; `moduleAssemblies` (the assemblies of the project's modules) tells the
    /// container setup's modules from its services, and `addedModules` are the application
    /// router's elements viper-gen added (``ApplicationRouterSite/addedTypes``).
    package func site(moduleAssemblies: Set<String>, addedModules: Set<String>? = nil)
        -> any RegistrationSite
    {
        switch self {
        case .rootApp: ContainerSite(moduleAssemblies: moduleAssemblies)
        case .views: ViewsEnumSite()
        case .viewBuilder: ViewBuilderSite()
        case .rootView: NavigationDestinationSite()
        case .applicationRouter: ApplicationRouterSite(addedTypes: addedModules)
        }
    }
}
