//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// What the ___VARIABLE_moduleName___ presenter asks of its wireframe.
@MainActor
protocol ___VARIABLE_moduleName___WireframeType: WireframeType {
    /// The ___VARIABLE_moduleName___ screen, not yet shown.
    func makeViewController() -> ___VARIABLE_moduleName___ViewController
}

/// Makes the ___VARIABLE_moduleName___ screen and shows it.
///
/// The screen comes from the storyboard `___VARIABLE_moduleName___Storyboard` when the app has one
/// (a scene whose class and Storyboard ID are `___VARIABLE_moduleName___ViewController`); without
/// it, the screen is made in code.
@MainActor
final class ___VARIABLE_moduleName___Wireframe: ___VARIABLE_moduleName___WireframeType {
    let storyboardName = "___VARIABLE_moduleName___Storyboard"
    var presentationMode = ModulePresentationMode.navigationStack

    func makeViewController() -> ___VARIABLE_moduleName___ViewController {
        let storyboardScreen = instantiateViewController(___VARIABLE_moduleName___ViewController.self)
        return storyboardScreen ?? ___VARIABLE_moduleName___ViewController()
    }
}
