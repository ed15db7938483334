//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Provides `___VARIABLE_serviceName___Type` to the assemblies that need it.
final class ___VARIABLE_serviceName___Assembly: Assembly {
    /// Returns a new service; wrap the initializer in `strongBox { }` to share one instance.
    func build() -> any ___VARIABLE_serviceName___Type {
        ___VARIABLE_serviceName___()
    }
}
