//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The navigation out of a module, from its screen.
@MainActor
protocol Routerable: AnyObject {
    /// The screen navigated from; held weakly, since the screen owns the module.
    var view: (any Viewable)! { get }
}

extension Routerable {
    /// Dismisses the screen.
    func dismiss(animated: Bool) {
        view?.dismiss(animated: animated)
    }

    /// Pops the screen off its navigation stack.
    func pop(animated: Bool) {
        view?.pop(animated: animated)
    }
}
