//
//  WireframeType.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Makes a module's screens and shows them in the application router's window.
///
/// A screen comes from the wireframe's storyboard when the app has one of that name, else the
/// wireframe makes it in code.
@MainActor
protocol WireframeType: AnyObject {
    /// The name of the storyboard with the module's screens, without its extension.
    var storyboardName: String { get }
    /// How `present(viewController:)` shows a screen.
    var presentationMode: ModulePresentationMode { get set }

    /// Shows `viewController` as `presentationMode` says.
    func present(viewController: UIViewController)
}

extension WireframeType {
    /// The storyboard named `storyboardName`, or nil when the app has none: compiled, it is a
    /// `.storyboardc` in the app's bundle or in a resource bundle inside it, found once.
    var storyboard: UIStoryboard? {
        StoryboardBundles.bundle(containing: storyboardName).map {
            UIStoryboard(name: storyboardName, bundle: $0)
        }
    }

    /// The screen of type `T` from the storyboard, by its Storyboard ID, or nil when the app
    /// has no storyboard of the wireframe's name.
    func instantiateViewController<T: StoryboardIdentifiableViewController>(
        _ type: T.Type
    ) -> T? {
        storyboard?.instantiateViewController(withIdentifier: T.storyboardIdentifier) as? T
    }

    /// Shows `viewController` over the window's top screen as `presentationMode` says.
    func present(viewController: UIViewController) {
        guard let window = ApplicationRouter.shared.window else { return }
        var top = window.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        switch presentationMode {
        case .none:
            return
        case .root:
            window.rootViewController = UINavigationController(rootViewController: viewController)
        case .navigationStack:
            if let navigation = top as? UINavigationController ?? top?.navigationController {
                navigation.pushViewController(
                    viewController, animated: !navigation.viewControllers.isEmpty)
            } else {
                show(viewController, modallyOver: top, in: window)
            }
        case .modal:
            show(viewController, modallyOver: top, in: window)
        }
    }

    /// Presents `viewController` in a navigation controller of its own over `top`, or makes it
    /// the window's root when nothing is shown yet.
    private func show(
        _ viewController: UIViewController, modallyOver top: UIViewController?, in window: UIWindow
    ) {
        let navigationController = UINavigationController(rootViewController: viewController)
        if let top {
            top.present(navigationController, animated: true)
        } else {
            window.rootViewController = navigationController
        }
    }
}
