//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import SwiftUI

/// The application: sets up dependency injection and shows the root view.
@main
struct RootApp: App {
    private let navigationService: NavigationService
    private let appViewBuilder: ApplicationViewBuilder

    init() {
        let container = Self.makeContainer()
        navigationService = container.resolve(NavigationAssembly.self).build()
        appViewBuilder = ApplicationViewBuilder(container: container)
    }

    var body: some Scene {
        WindowGroup {
            RootView(navigationService: navigationService, appViewBuilder: appViewBuilder)
        }
    }

    /// Creates the dependency container with every service and module assembly applied.
    static func makeContainer() -> DependencyContainer {
        let container = DependencyContainer(assemblyFactory: AssemblyFactory())
        // Services
        container.apply(NavigationAssembly.self)
        // Modules
        container.apply(MainAssembly.self)
        return container
    }
}
