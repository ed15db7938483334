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
public final class NavigationService: NavigationServiceType {
    /// The screens pushed onto the navigation stack, bottom first.
    public var items: [Views] = []
    /// The screen presented full screen, if any.
    public var modalView: Views?
    /// The screen presented full screen over a clear background, if any.
    public var popupView: Views?
    /// The alert shown, if any.
    public var alert: CustomAlert?

    /// Makes one with every property at its initial value; public for other modules.
    public init() {}
}
