//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ interactor for presenter tests, in place of the app's.
///
/// For each method you add to `___VARIABLE_moduleName___InteractorInputs`, record the call here, so presenter
/// tests can check what the presenter asks of its interactor. On the main actor, as the
/// presenter is, so its records need no lock.
@MainActor
final class ___VARIABLE_moduleName___InteractorSpy: ___VARIABLE_moduleName___InteractorInputs {
    /// How many times `loadTitle()` was called.
    private(set) var loadTitleCount = 0

    func loadTitle() async {
        loadTitleCount += 1
    }
}
