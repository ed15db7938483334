//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// The ___VARIABLE_moduleName___ module as the rest of the app sees it.
///
/// Launch it to show its screen, and set its output to hear when the user leaves. Until it is
/// launched the IO keeps the screen alive; from then on the window or navigation stack showing
/// the screen does, and the IO holds the module weakly: keeping the IO does not keep a popped
/// screen alive.
@MainActor
final class ___VARIABLE_moduleName___IO: I___VARIABLE_moduleName___Input {
    var output: (any I___VARIABLE_moduleName___Output)? {
        get { presenter?.output }
        set { presenter?.output = newValue }
    }

    /// The screen until it is launched; nil from then on.
    private var unlaunchedViewController: UIViewController?
    private weak var presenter: ___VARIABLE_moduleName___Presenter?
    private weak var wireframe: (any I___VARIABLE_moduleName___Wireframe)?

    init(
        viewController: UIViewController,
        presenter: ___VARIABLE_moduleName___Presenter,
        wireframe: any I___VARIABLE_moduleName___Wireframe
    ) {
        unlaunchedViewController = viewController
        self.presenter = presenter
        self.wireframe = wireframe
    }

    func launch(in window: UIWindow) {
        wireframe?.show(in: window)
        unlaunchedViewController = nil
    }

    func launch(from navigationController: UINavigationController) {
        wireframe?.push(onto: navigationController)
        unlaunchedViewController = nil
    }
}
