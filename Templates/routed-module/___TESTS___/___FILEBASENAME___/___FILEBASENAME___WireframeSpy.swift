//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ wireframe for tests: makes the screen in code and records the screens
/// it is asked to show instead of showing them.
final class ___VARIABLE_moduleName___WireframeSpy: ___VARIABLE_moduleName___WireframeType {
    let storyboardName = "___VARIABLE_moduleName___Storyboard"
    var presentationMode = ModulePresentationMode.navigationStack
    /// The screens passed to `present(viewController:)`, in order; kept, as a navigation
    /// controller keeps the screens it shows.
    private(set) var presented: [UIViewController] = []

    func makeViewController() -> ___VARIABLE_moduleName___ViewController {
        ___VARIABLE_moduleName___ViewController()
    }

    func present(viewController: UIViewController) {
        presented.append(viewController)
    }

    /// Lets go of the screens shown, as a navigation controller popping them does.
    func closeScreens() {
        presented.removeAll()
    }
}
