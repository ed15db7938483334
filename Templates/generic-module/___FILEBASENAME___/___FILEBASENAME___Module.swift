//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule

/// What a coordinator can ask of the ___VARIABLE_moduleName___ module (through `module.input`).
@MainActor
protocol ___VARIABLE_moduleName___ModuleInput: AnyObject {}

/// What the ___VARIABLE_moduleName___ module tells its coordinator (set `module.output`).
@MainActor
protocol ___VARIABLE_moduleName___ModuleOutput: AnyObject {
    /// The user left the ___VARIABLE_moduleName___ screen: went back from it, or dismissed it.
    func ___VARIABLE_moduleName:lowerCamel___ModuleDidLeave(_ moduleInput: any ___VARIABLE_moduleName___ModuleInput)
}

/// The ___VARIABLE_moduleName___ module: its presenter, view model and view controller, connected by GenericModule.
///
/// A coordinator creates it, sets its output and shows its view controller, on the main actor.
/// The presenter holds the output strongly (GenericModule's `Presenter.output` is not weak), so
/// the coordinator must not keep the module or its input: the screen keeps its presenter alive.
@MainActor
final class ___VARIABLE_moduleName___Module: Module<___VARIABLE_moduleName___Presenter> {
    // Nonisolated like the GenericModule initialiser it overrides: under MainActor default
    // isolation, an implicit override would be main-actor isolated, which Swift rejects.
    nonisolated override init(
        state: ___VARIABLE_moduleName___State,
        dependencies: Dependencies,
        output: (any ___VARIABLE_moduleName___ModuleOutput)? = nil
    ) {
        super.init(state: state, dependencies: dependencies, output: output)
    }
}
