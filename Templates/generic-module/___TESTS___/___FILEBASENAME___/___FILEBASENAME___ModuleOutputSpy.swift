//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The coordinator of the ___VARIABLE_moduleName___ module, for tests: records what the module tells it.
final class ___VARIABLE_moduleName___ModuleOutputSpy: ___VARIABLE_moduleName___ModuleOutput {
    /// The module inputs the module left with, in order.
    private(set) var leftModules: [any ___VARIABLE_moduleName___ModuleInput] = []

    func ___VARIABLE_moduleName:lowerCamel___ModuleDidLeave(_ moduleInput: any ___VARIABLE_moduleName___ModuleInput) {
        leftModules.append(moduleInput)
    }
}
