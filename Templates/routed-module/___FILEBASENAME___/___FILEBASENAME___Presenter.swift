//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Handles the ___VARIABLE_moduleName___ module's paths: shows its screen, and mediates between the
/// screen and the wireframe (and the interactor, once the screen has work for it: hold a
/// `___VARIABLE_moduleName___Interactor` here then).
@MainActor
final class ___VARIABLE_moduleName___Presenter: ModuleRoutable {
    /// Makes and shows the screen; tests put a spy here.
    lazy var wireframe: any ___VARIABLE_moduleName___WireframeType = ___VARIABLE_moduleName___Wireframe()
    /// The screen, once shown; it owns the presenter, so it is held weakly.
    private(set) weak var viewController: ___VARIABLE_moduleName___ViewController?

    /// The paths the presenter handles; add one, and its branch in `route`, for each further
    /// way to open the module.
    static func getPaths() -> [String] {
        ["/show"]
    }

    static func routable() -> any ModuleRoutable {
        ___VARIABLE_moduleName___Presenter()
    }

    func route(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        let viewController = wireframe.makeViewController()
        viewController.presenter = self
        let title = parameters?[___VARIABLE_moduleName___ModuleParameters.title.rawValue]
        viewController.title = title ?? "___VARIABLE_moduleName:swiftString___"
        self.viewController = viewController
        wireframe.present(viewController: viewController)
        callback?(.success([:]))
    }
}
