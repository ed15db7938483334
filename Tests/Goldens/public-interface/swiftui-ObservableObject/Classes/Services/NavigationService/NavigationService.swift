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
public final class NavigationService: NavigationServiceType {
    @Published public var items: [Views] = []
    @Published public var modalView: Views?
    @Published public var popupView: Views?
    @Published public var alert: CustomAlert?

    /// Makes one with every property at its initial value; public for other modules.
    public init() {}
}
