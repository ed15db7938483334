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
    /// The screens pushed onto the navigation stack, bottom first.
    @Published public var items: [Views] = []
    /// The screen presented full screen, if any.
    @Published public var modalView: Views?
    /// The screen presented full screen over a clear background, if any.
    @Published public var popupView: Views?
    /// The alert shown, if any.
    @Published public var alert: CustomAlert?

    /// Makes one with every property at its initial value; public for other modules.
    public init() {}
}
