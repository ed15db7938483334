//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The code that launched the ___VARIABLE_moduleName___ module, for tests: records what the module tells it.
final class ___VARIABLE_moduleName___OutputSpy: I___VARIABLE_moduleName___Output {
    /// How many times the user left the screen.
    private(set) var leaveCount = 0

    func ___VARIABLE_moduleName:lowerCamel___DidLeave() {
        leaveCount += 1
    }
}
