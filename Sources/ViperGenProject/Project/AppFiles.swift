import ViperGenSwiftSource

/// The app files that registrations edit, relative to the project root; nil where the usual
/// file (found by name near the modules folder) is meant.
package struct AppFiles: Codable, Sendable, Equatable {
    /// The file declaring the `@main` app and its dependency container (`RootApp.swift`).
    package var rootApp: String?
    /// The file declaring `enum Views` (`Views.swift`).
    package var views: String?
    /// The file declaring `ApplicationViewBuilder` (`ApplicationViewBuilder.swift`).
    package var viewBuilder: String?
    /// The file declaring `RootView` and its navigation destinations (`RootView.swift`).
    package var rootView: String?

    /// The keys, as written in `.viper-gen.json`.
    static let keys = ["rootApp", "rootView", "viewBuilder", "views"]

    /// Creates the paths.
    package init(
        rootApp: String? = nil, views: String? = nil, viewBuilder: String? = nil,
        rootView: String? = nil
    ) {
        self.rootApp = rootApp
        self.views = views
        self.viewBuilder = viewBuilder
        self.rootView = rootView
    }

    /// The configured path of the file playing `role`, if any.
    package func path(for role: AppFileRole) -> String? {
        switch role {
        case .rootApp: rootApp
        case .views: views
        case .viewBuilder: viewBuilder
        case .rootView: rootView
        case .applicationRouter: nil
        }
    }

    /// Every path that is set, with its key.
    package var entries: [(key: String, path: String)] {
        [
            ("rootApp", rootApp), ("rootView", rootView), ("viewBuilder", viewBuilder),
            ("views", views),
        ]
        .compactMap { key, path in path.map { (key, $0) } }
    }
}
