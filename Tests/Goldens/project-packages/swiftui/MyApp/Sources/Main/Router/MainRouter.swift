//
//  MainRouter.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// Navigates from the Main screen through the shared navigation service.
@MainActor
final class MainRouter: MainRouterProtocol {
    private let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }
}
