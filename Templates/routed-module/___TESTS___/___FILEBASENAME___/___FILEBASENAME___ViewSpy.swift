//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ screen for presenter tests, in place of the view controller.
///
/// For each method you add to `___VARIABLE_moduleName___ViewInputs`, record the call here, so presenter
/// tests can check what the screen shows.
@MainActor
final class ___VARIABLE_moduleName___ViewSpy: ___VARIABLE_moduleName___ViewInputs {
    /// The titles passed to `show(title:)`, in order.
    private(set) var shownTitles: [String] = []

    func show(title: String) {
        shownTitles.append(title)
    }
}
