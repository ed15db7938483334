//
//  Viewable.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// A screen the VIPER layers navigate from: it pushes, presents, pops and dismisses.
///
/// Every view controller of a module conforms; the default implementations below do it for
/// any `UIViewController` through its navigation controller.
@MainActor
protocol Viewable: AnyObject {
    /// Pushes `viewController` onto the screen's navigation stack.
    func push(_ viewController: UIViewController, animated: Bool)
    /// Presents `viewController` modally over the screen.
    func present(_ viewController: UIViewController, animated: Bool)
    /// Pops the screen off its navigation stack.
    func pop(animated: Bool)
    /// Dismisses the screen, or what it presents.
    func dismiss(animated: Bool)
}

extension Viewable where Self: UIViewController {
    /// Pushes through the screen's navigation controller; does nothing when it has none.
    func push(_ viewController: UIViewController, animated: Bool) {
        navigationController?.pushViewController(viewController, animated: animated)
    }

    /// Presents with UIKit's `present(_:animated:completion:)`, without a completion handler.
    func present(_ viewController: UIViewController, animated: Bool) {
        present(viewController, animated: animated, completion: nil)
    }

    /// Pops the navigation controller's top screen; does nothing outside a navigation controller.
    func pop(animated: Bool) {
        navigationController?.popViewController(animated: animated)
    }

    /// Dismisses what the screen presents, or else the screen itself, as UIKit's `dismiss` does.
    func dismiss(animated: Bool) {
        dismiss(animated: animated, completion: nil)
    }
}
