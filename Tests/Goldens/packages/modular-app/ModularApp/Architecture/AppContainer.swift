//
//  AppContainer.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Payments

/// The app's dependency container: every service and module assembly applied once.
///
/// Make it once at launch (`let container = AppContainer.makeContainer()`) and build a
/// module's screen from it: `container.resolve(PaymentsAssembly.self).build()`.
enum AppContainer {
    /// Creates the dependency container with every service and module assembly applied.
    static func makeContainer() -> DependencyContainer {
        let container = DependencyContainer(assemblyFactory: AssemblyFactory())
        // Services
        container.apply(NavigationAssembly.self)
        // Modules
        container.apply(PaymentsAssembly.self)
        return container
    }
}
