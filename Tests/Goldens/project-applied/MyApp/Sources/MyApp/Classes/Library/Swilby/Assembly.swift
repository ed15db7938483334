//
//  Assembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// A factory of one part of the application; resolves what it needs from its container.
class Assembly {
    /// The container this assembly resolves other assemblies from.
    let container: any Container

    /// Called by the container's `resolve`, which passes itself so the assembly can resolve more.
    required init(container: any Container) {
        self.container = container
    }

    /// Returns the object `configure` makes, shared while anyone holds on to it.
    func weakBox<T>(_ configure: () -> T) -> T {
        container.weakBox(configure)
    }

    /// Returns the object `configure` makes, created once and kept for the container's lifetime.
    func strongBox<T>(_ configure: () -> T) -> T {
        container.strongBox(configure)
    }
}
