//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The default implementation of `___VARIABLE_serviceName___Type`.
final class ___VARIABLE_serviceName___: ___VARIABLE_serviceName___Type {}
