//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The interface of the ___VARIABLE_serviceName___, as modules and other services see it;
/// `Sendable`, as one instance may be shared across actors (make it an actor if it holds state).
protocol ___VARIABLE_serviceName___Type: Sendable {}
