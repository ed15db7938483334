//
//  RootApp.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Main
import SwiftUI

/// The application: sets up dependency injection and shows the root view.
@main
struct RootApp: App {
    private let navigationService: NavigationService
    private let appViewBuilder: ApplicationViewBuilder
    /// The first screen, built once at launch (the system makes the app once), not on every
    /// render of the root view.
    private let mainScreen: AnyView

    /// Sets up the container and builds the first screen; the system calls it once at launch.
    init() {
        let container = Self.makeContainer()
        let appViewBuilder = ApplicationViewBuilder(container: container)
        navigationService = container.resolve(NavigationAssembly.self).build()
        self.appViewBuilder = appViewBuilder
        mainScreen = AnyView(appViewBuilder.build(view: .main))
    }

    var body: some Scene {
        WindowGroup {
            RootView(
                navigationService: navigationService,
                appViewBuilder: appViewBuilder,
                mainScreen: mainScreen
            )
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
