//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What the ___VARIABLE_moduleName___ interactor reports back to its presenter.
@MainActor
protocol ___VARIABLE_moduleName___InteractorOutputs: AnyObject {}

/// The business logic of the ___VARIABLE_moduleName___ module; it knows nothing about the UI.
final class ___VARIABLE_moduleName___Interactor: Interactorable {
    /// The presenter results are reported to; it owns the interactor, so it is held weakly.
    weak var presenter: (any ___VARIABLE_moduleName___InteractorOutputs)?
}
