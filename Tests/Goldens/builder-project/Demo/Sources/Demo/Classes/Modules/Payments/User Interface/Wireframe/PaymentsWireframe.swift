//
//  PaymentsWireframe.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Where the Payments screen is put on screen; the presenter and the IO use it through this
/// protocol, so tests can replace it.
@MainActor
protocol IPaymentsWireframe: AnyObject {
    /// Makes the screen the root of `window`, in a navigation controller, and shows the window.
    func show(in window: UIWindow)
    /// Pushes the screen onto `navigationController`'s stack.
    func push(onto navigationController: UINavigationController)
}

/// Puts the Payments screen on screen: as the root of a window, or on a navigation stack.
@MainActor
final class PaymentsWireframe: IPaymentsWireframe {
    /// The screen, held weakly: it owns the presenter, which owns the wireframe.
    weak var viewController: UIViewController?

    func show(in window: UIWindow) {
        guard let viewController else { return }
        window.rootViewController = UINavigationController(rootViewController: viewController)
        window.makeKeyAndVisible()
    }

    func push(onto navigationController: UINavigationController) {
        guard let viewController else { return }
        navigationController.pushViewController(viewController, animated: true)
    }
}
