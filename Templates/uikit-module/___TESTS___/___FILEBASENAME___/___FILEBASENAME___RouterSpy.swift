//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ router output for presenter tests, in place of the app's.
///
/// For each method you add to `___VARIABLE_moduleName___Routing`, record the call here, so presenter tests can
/// check where the presenter navigates.
@MainActor
final class ___VARIABLE_moduleName___RouterSpy: ___VARIABLE_moduleName___Routing {
    /// The screen navigated from; held as the app's router output holds it (weakly, implicitly
    /// unwrapped as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router spy navigating from `view`.
    init(view: any Viewable) {
        self.view = view
    }
}
