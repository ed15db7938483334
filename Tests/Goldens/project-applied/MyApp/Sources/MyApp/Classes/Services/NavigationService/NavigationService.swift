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
    /// The screens pushed onto the navigation stack, bottom first.
    var items: [Views] = []
    /// The screen presented full screen, if any.
    var modalView: Views?
    /// The screen presented full screen over a clear background, if any.
    var popupView: Views?
    /// The alert shown, if any.
    var alert: CustomAlert?
}
