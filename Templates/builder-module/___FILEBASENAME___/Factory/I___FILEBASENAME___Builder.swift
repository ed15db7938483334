//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Makes the ___VARIABLE_moduleName___ module.
@MainActor
protocol I___VARIABLE_moduleName___Builder {
    /// Creates the module with every part wired, ready to launch: its IO, all the app sees of it.
    func create___VARIABLE_moduleName___() -> any I___VARIABLE_moduleName___Input
}
