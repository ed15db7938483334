//
//  NavigationAssembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Provides the one navigation service the whole application shares.
public final class NavigationAssembly: Assembly {
    /// Returns the shared navigation service.
    @MainActor
    public func build() -> NavigationService {
        strongBox { NavigationService() }
    }
}
