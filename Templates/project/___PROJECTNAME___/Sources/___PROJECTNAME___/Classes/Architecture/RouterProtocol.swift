//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The navigation out of a module; it changes UI state, so it is main-actor isolated.
@MainActor
protocol RouterProtocol: AnyObject {}
