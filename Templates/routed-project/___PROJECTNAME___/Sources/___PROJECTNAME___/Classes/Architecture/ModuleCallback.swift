//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What a module reports once a URL is opened: the values it returns, or why it could not open.
typealias ModuleCallback = (Result<ModuleParameters, ResponseError>) -> Void
