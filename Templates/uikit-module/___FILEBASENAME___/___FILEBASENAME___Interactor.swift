//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What the ___VARIABLE_moduleName___ presenter asks of its interactor: add a method per piece of work
/// (loading, saving), and its result to `___VARIABLE_moduleName___InteractorOutputs`.
protocol ___VARIABLE_moduleName___InteractorInputs: Interactorable {}

/// What the ___VARIABLE_moduleName___ interactor reports back to its presenter, on the main actor.
@MainActor
protocol ___VARIABLE_moduleName___InteractorOutputs: AnyObject {}

/// The business logic of the ___VARIABLE_moduleName___ module; it knows nothing about the UI, and runs off
/// the main actor (report results with `await presenter?.…`).
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorInputs {
    /// The presenter results are reported to; it owns the interactor, so it is held weakly.
    weak var presenter: (any ___VARIABLE_moduleName___InteractorOutputs)?
}
