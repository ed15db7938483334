//
//  PaymentsViewSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

@testable import Demo

/// The Payments screen for tests that records what its presenter and router output do to it.
///
/// For each method you add to `PaymentsViewInputs`, record the call here, so presenter
/// tests can check what the screen shows.
final class PaymentsViewSpy: PaymentsViewInputs, Viewable {
    /// The entities passed to `configure(entities:)`, in order.
    private(set) var configuredEntities: [PaymentsEntities] = []
    /// The navigation asked of the screen, in order: `push`, `present`, `pop`, `dismiss`.
    private(set) var navigation: [String] = []

    func configure(entities: PaymentsEntities) {
        configuredEntities.append(entities)
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        navigation.append("push")
    }

    func present(_ viewController: UIViewController, animated: Bool) {
        navigation.append("present")
    }

    func pop(animated: Bool) {
        navigation.append("pop")
    }

    func dismiss(animated: Bool) {
        navigation.append("dismiss")
    }
}
