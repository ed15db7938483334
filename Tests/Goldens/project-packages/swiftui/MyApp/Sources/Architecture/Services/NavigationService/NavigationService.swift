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
    public var items: [Views] = []
    public var modalView: Views?
    public var popupView: Views?
    public var alert: CustomAlert?

    /// Makes one with every property at its initial value; public for other modules.
    public init() {}
}
