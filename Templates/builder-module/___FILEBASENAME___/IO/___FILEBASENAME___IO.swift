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
/// Launch it to show its screen, and set its output to hear when the user leaves. The screen
/// keeps the module's logic alive once launched: keep the IO only to talk to the module later.
@MainActor
final class ___VARIABLE_moduleName___IO: I___VARIABLE_moduleName___Input {
    /// Told when the user leaves the ___VARIABLE_moduleName___ screen; held weakly.
    var output: (any I___VARIABLE_moduleName___Output)? {
        get { presenter.output }
        set { presenter.output = newValue }
    }

    private let presenter: ___VARIABLE_moduleName___Presenter
    private let wireframe: ___VARIABLE_moduleName___Wireframe

    init(presenter: ___VARIABLE_moduleName___Presenter, wireframe: ___VARIABLE_moduleName___Wireframe) {
        self.presenter = presenter
        self.wireframe = wireframe
    }

    func launch(in window: UIWindow) {
        wireframe.show(in: window)
    }

    func launch(from navigationController: UINavigationController) {
        wireframe.push(onto: navigationController)
    }
}
