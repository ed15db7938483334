//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ interactor for tests that records the work asked of it and
/// returns the results the test sets.
///
/// Main-actor isolated, so it is `Sendable` as the interactor protocol asks while it records
/// calls; its async methods stand in for the interactor's nonisolated ones. For each method you
/// add to the interactor protocol, record the call here, with a settable result for methods that
/// return one, so presenter tests control the business logic.
@MainActor
final class ___VARIABLE_moduleName___InteractorSpy: ___VARIABLE_moduleName___InteractorProtocol {
    /// What `loadTitle()` returns.
    var title = "Title"
    /// How many times `loadTitle()` was called.
    private(set) var loadTitleCallCount = 0

    func loadTitle() async -> String {
        loadTitleCallCount += 1
        return title
    }
}
