//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// Where the ___VARIABLE_moduleName___ screen is put on screen; the presenter and the IO use it through this
/// protocol, so tests can replace it.
@MainActor
protocol I___VARIABLE_moduleName___Wireframe: AnyObject {
    /// Makes the screen the root of `window`, in a navigation controller, and shows the window.
    func show(in window: UIWindow)
    /// Pushes the screen onto `navigationController`'s stack.
    func push(onto navigationController: UINavigationController)
}

/// Puts the ___VARIABLE_moduleName___ screen on screen: as the root of a window, or on a navigation stack.
@MainActor
final class ___VARIABLE_moduleName___Wireframe: I___VARIABLE_moduleName___Wireframe {
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
