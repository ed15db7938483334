//
//  MainRouterSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

@testable import Main

/// The Main router output for presenter tests, in place of the app's.
///
/// For each method you add to `MainRouting`, record the call here, so presenter tests can
/// check where the presenter navigates.
@MainActor
final class MainRouterSpy: MainRouting {
    /// The screen navigated from; held as the app's router output holds it (weakly, implicitly
    /// unwrapped as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router spy navigating from `view`.
    init(view: any Viewable) {
        self.view = view
    }
}
