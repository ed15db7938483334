//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The observable state a module's view renders, changed on the main actor only.
@MainActor
protocol ViewStateProtocol: AnyObject {}
