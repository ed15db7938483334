//
//  RootApp.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
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
        container.apply(NetworkServiceAssembly.self)
        container.apply(StorageServiceAssembly.self)
        // Modules
        container.apply(MainAssembly.self)
        container.apply(PaymentsAssembly.self)
        container.apply(ProfileAssembly.self)
        return container
    }
}
