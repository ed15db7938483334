//
//  MainViewSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import UIKit

@testable import Main

/// The Main screen for tests that records what its presenter and router output do to it.
///
/// For each method you add to `MainViewInputs`, record the call here, so presenter
/// tests can check what the screen shows.
final class MainViewSpy: MainViewInputs, Viewable {
    /// The entities passed to `configure(entities:)`, in order.
    private(set) var configuredEntities: [MainEntities] = []
    /// The navigation asked of the screen, in order: `push`, `present`, `pop`, `dismiss`.
    private(set) var navigation: [String] = []

    func configure(entities: MainEntities) {
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
