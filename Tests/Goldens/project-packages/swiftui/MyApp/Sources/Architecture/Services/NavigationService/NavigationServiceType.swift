//
//  NavigationServiceType.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Observation

/// The navigation state of the application, shown by `RootView` and changed by routers on the
/// main actor.
@MainActor
public protocol NavigationServiceType: AnyObject, Observable {
    /// The screens pushed onto the navigation stack, bottom first.
    var items: [Views] { get set }
    /// The screen presented full screen, if any.
    var modalView: Views? { get set }
    /// The screen presented full screen over a clear background, if any.
    var popupView: Views? { get set }
    /// The alert shown, if any.
    var alert: CustomAlert? { get set }
}

extension NavigationServiceType {
    /// Pushes `view` onto the navigation stack.
    public func push(_ view: Views) {
        items.append(view)
    }

    /// Pops the top screen off the navigation stack, if there is one.
    public func pop() {
        _ = items.popLast()
    }

    /// Pops every screen off the navigation stack.
    public func popToRoot() {
        items.removeAll()
    }

    /// Presents `view` full screen.
    public func present(_ view: Views) {
        modalView = view
    }

    /// Dismisses the full-screen screen and the pop-up.
    public func dismiss() {
        modalView = nil
        popupView = nil
    }

    /// Shows `alert`.
    public func show(_ alert: CustomAlert) {
        self.alert = alert
    }
}
