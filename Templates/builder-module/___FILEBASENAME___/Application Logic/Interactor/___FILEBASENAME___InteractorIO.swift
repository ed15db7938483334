//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// What the presenter asks of the ___VARIABLE_moduleName___ interactor; not bound to an actor, like the interactor.
protocol ___VARIABLE_moduleName___InteractorInput: AnyObject {
    /// Loads the module's model; the result comes back through the interactor's output.
    func loadModel()
}

/// What the ___VARIABLE_moduleName___ interactor tells the presenter, on the main actor.
@MainActor
protocol ___VARIABLE_moduleName___InteractorOutput: AnyObject, Sendable {
    /// The model was loaded.
    func modelDidLoad(_ model: ___VARIABLE_moduleName___Model)
    /// The model could not be loaded.
    func modelDidFailToLoad(with error: any Error)
}
