//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The business logic of a module; `Sendable`, as its presenter awaits it from the main actor.
protocol InteractorProtocol: AnyObject, Sendable {}
