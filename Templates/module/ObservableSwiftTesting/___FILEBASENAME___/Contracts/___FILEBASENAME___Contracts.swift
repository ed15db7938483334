//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Navigation away from the ___VARIABLE_moduleName___ screen.
___VARIABLE_mainActor___
protocol ___VARIABLE_moduleName___RouterProtocol: RouterProtocol {}

/// What the ___VARIABLE_moduleName___ view state asks of its presenter.
___VARIABLE_mainActor___
protocol ___VARIABLE_moduleName___PresenterProtocol: PresenterProtocol {
    /// Loads what the screen shows; the view calls it each time the screen appears.
    func viewAppeared() async
}

/// The business logic behind the ___VARIABLE_moduleName___ screen: `Sendable`, so the presenter
/// can await it from the main actor while the work runs off it.
protocol ___VARIABLE_moduleName___InteractorProtocol: InteractorProtocol, Sendable {
    /// The title of the screen.
    func loadTitle() async -> String
}

/// The state the ___VARIABLE_moduleName___ view renders.
___VARIABLE_mainActor___
protocol ___VARIABLE_moduleName___ViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any ___VARIABLE_moduleName___PresenterProtocol)
    /// Shows `title` as the screen's title.
    func show(title: String)
}
