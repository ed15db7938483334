//
//  PaymentsRouterSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

@testable import Demo

/// The Payments router output for presenter tests, in place of the app's.
///
/// For each method you add to `PaymentsRouting`, record the call here, so presenter tests can
/// check where the presenter navigates.
@MainActor
final class PaymentsRouterSpy: PaymentsRouting {
    /// The screen navigated from; held as the app's router output holds it (weakly, implicitly
    /// unwrapped as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router spy navigating from `view`.
    init(view: any Viewable) {
        self.view = view
    }
}
