//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ view for tests that records what the presenter shows in it.
final class ___VARIABLE_moduleName___ViewSpy: I___VARIABLE_moduleName___View {
    /// The titles shown, in order.
    private(set) var shownTitles: [String] = []
    /// The error messages shown, in order.
    private(set) var shownErrorMessages: [String] = []

    func show(title: String) {
        shownTitles.append(title)
    }

    func show(errorMessage: String) {
        shownErrorMessages.append(errorMessage)
    }
}
