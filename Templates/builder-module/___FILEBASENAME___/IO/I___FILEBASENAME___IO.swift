//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// What the app asks of the ___VARIABLE_moduleName___ module.
@MainActor
protocol I___VARIABLE_moduleName___Input: AnyObject {
    /// Told when the user leaves the ___VARIABLE_moduleName___ screen; held weakly.
    var output: (any I___VARIABLE_moduleName___Output)? { get set }

    /// Shows the ___VARIABLE_moduleName___ screen as the root of `window`, in a navigation controller.
    func launch(in window: UIWindow)
    /// Pushes the ___VARIABLE_moduleName___ screen onto `navigationController`'s stack.
    func launch(from navigationController: UINavigationController)
}

/// What the ___VARIABLE_moduleName___ module tells the code that launched it.
@MainActor
protocol I___VARIABLE_moduleName___Output: AnyObject {
    /// The user left the ___VARIABLE_moduleName___ screen: went back from it, or dismissed it.
    func ___VARIABLE_moduleName:lowerCamel___DidLeave()
}
