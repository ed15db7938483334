//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The mediator of a module between its view state, interactor and router; on the UI side, so
/// main-actor isolated.
@MainActor
protocol PresenterProtocol: AnyObject {}
