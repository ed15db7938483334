//
//  NavigationService.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Combine

/// The navigation state of the application; `RootView` observes it.
@MainActor
final class NavigationService: NavigationServiceType {
    @Published var items: [Views] = []
    @Published var modalView: Views?
    @Published var popupView: Views?
    @Published var alert: CustomAlert?
}
