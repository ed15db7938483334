//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Navigation away from the ___VARIABLE_moduleName___ screen.
___VARIABLE_protocolMainActor___
protocol ___VARIABLE_moduleName___RouterProtocol: RouterProtocol {}

/// What the ___VARIABLE_moduleName___ view state asks of its presenter.
___VARIABLE_protocolMainActor___
protocol ___VARIABLE_moduleName___PresenterProtocol: PresenterProtocol {}

/// The business logic behind the ___VARIABLE_moduleName___ screen.
protocol ___VARIABLE_moduleName___InteractorProtocol: InteractorProtocol {}

/// The state the ___VARIABLE_moduleName___ view renders.
___VARIABLE_protocolMainActor___
protocol ___VARIABLE_moduleName___ViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any ___VARIABLE_moduleName___PresenterProtocol)
}
