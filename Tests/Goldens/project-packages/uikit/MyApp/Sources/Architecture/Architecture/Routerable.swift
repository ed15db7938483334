//
//  Routerable.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The navigation out of a module, from its screen.
@MainActor
public protocol Routerable: AnyObject {
    /// The screen navigated from; held weakly, since the screen owns the module.
    var view: (any Viewable)! { get }
}

extension Routerable {
    /// Dismisses the screen.
    public func dismiss(animated: Bool) {
        view?.dismiss(animated: animated)
    }

    /// Pops the screen off its navigation stack.
    public func pop(animated: Bool) {
        view?.pop(animated: animated)
    }
}
