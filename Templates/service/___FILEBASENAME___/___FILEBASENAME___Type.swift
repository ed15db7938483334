//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The interface of the ___VARIABLE_serviceName___, as modules and other services see it.
protocol ___VARIABLE_serviceName___Type {}
