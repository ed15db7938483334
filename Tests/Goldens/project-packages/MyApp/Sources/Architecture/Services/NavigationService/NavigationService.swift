//
//  NavigationService.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Observation

/// The navigation state of the application; `RootView` observes it.
@Observable
@MainActor
final class NavigationService: NavigationServiceType {
    var items: [Views] = []
    var modalView: Views?
    var popupView: Views?
    var alert: CustomAlert?
}
