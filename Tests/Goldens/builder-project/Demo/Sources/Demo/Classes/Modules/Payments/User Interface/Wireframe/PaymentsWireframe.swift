//
//  PaymentsWireframe.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Puts the Payments screen on screen: as the root of a window, or on a navigation stack.
@MainActor
final class PaymentsWireframe {
    private let viewController: UIViewController

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Makes the screen the root of `window`, in a navigation controller, and shows the window.
    func show(in window: UIWindow) {
        window.rootViewController = UINavigationController(rootViewController: viewController)
        window.makeKeyAndVisible()
    }

    /// Pushes the screen onto `navigationController`'s stack.
    func push(onto navigationController: UINavigationController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}
