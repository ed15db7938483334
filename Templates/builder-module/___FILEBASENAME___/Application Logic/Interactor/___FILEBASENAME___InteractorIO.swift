//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// What the presenter asks of the ___VARIABLE_moduleName___ interactor.
///
/// Each method is `async` and returns its result, so the presenter awaits it (and can cancel it)
/// and no output protocol is needed. The interactor is not bound to an actor, so its work runs off
/// the main actor; `Sendable` lets the main-actor presenter hand it to that work. Add a method
/// here, in the interactor and in its spy (the tests' `___VARIABLE_moduleName___InteractorSpy`).
protocol ___VARIABLE_moduleName___InteractorInput: AnyObject, Sendable {
    /// The module's model: the one kept on the device, else the web service's.
    func loadModel() async throws -> ___VARIABLE_moduleName___Model
}
