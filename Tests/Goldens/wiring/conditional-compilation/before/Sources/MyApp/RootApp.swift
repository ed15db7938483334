//
//  RootApp.swift
//  MyApp
//
//  Debug-only services and screens sit in #if DEBUG blocks; previews use a container of their own.
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
        #if DEBUG
            container.apply(LoggingServiceAssembly.self)
        #endif
        // Modules
        container.apply(MainAssembly.self)
        #if DEBUG
            container.apply(DebugMenuAssembly.self)
        #endif
        return container
    }

    /// Creates a container for previews, with the screens being designed.
    static func makePreviewContainer() -> DependencyContainer {
        let debug = DependencyContainer(assemblyFactory: AssemblyFactory())
        debug.apply(NavigationAssembly.self)
        debug.apply(PaymentsAssembly.self)
        return debug
    }
}
