//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The parameters a module is opened with: a URL's query items, by name.
typealias ModuleParameters = [String: String]
