//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ interactor for tests that records the work asked of it.
///
/// For each method you add to the interactor's input, record the call here (a count or the
/// arguments), so presenter tests can check what the presenter asks for.
final class ___VARIABLE_moduleName___InteractorSpy: ___VARIABLE_moduleName___InteractorInput {
    /// How many times the model was asked for.
    private(set) var loadModelCallCount = 0

    func loadModel() {
        loadModelCallCount += 1
    }
}
