//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ view state for tests that records what the presenter does to it.
___VARIABLE_mainActor___
final class ___VARIABLE_moduleName___ViewStateSpy: ___VARIABLE_moduleName___ViewStateProtocol {
    /// The presenters passed to `set(with:)`, in order; kept, as the real view state keeps its
    /// presenter.
    private(set) var connectedPresenters: [any ___VARIABLE_moduleName___PresenterProtocol] = []
    /// The titles passed to `show(title:)`, in order.
    private(set) var shownTitles: [String] = []

    func set(with presenter: any ___VARIABLE_moduleName___PresenterProtocol) {
        connectedPresenters.append(presenter)
    }

    func show(title: String) {
        shownTitles.append(title)
    }
}
