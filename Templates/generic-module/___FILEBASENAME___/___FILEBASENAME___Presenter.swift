//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule

/// The logic of the ___VARIABLE_moduleName___ module.
///
/// It owns the module's state, answers its screen and tells its coordinator; `dependencies`
/// are the app's services, as the coordinator passed them. It drives the screen, so it is bound
/// to the main actor.
@MainActor
final class ___VARIABLE_moduleName___Presenter:
    Presenter<
        ___VARIABLE_moduleName___State,
        ___VARIABLE_moduleName___ViewController,
        any ___VARIABLE_moduleName___ModuleInput,
        any ___VARIABLE_moduleName___ModuleOutput,
        Dependencies
    >
{
    // Nonisolated like the GenericModule initialiser it overrides: under MainActor default
    // isolation, an implicit override would be main-actor isolated, which Swift rejects.
    nonisolated required init(state: ___VARIABLE_moduleName___State, dependencies: Dependencies) {
        super.init(state: state, dependencies: dependencies)
    }
}

// MARK: - ___VARIABLE_moduleName___ViewModelDelegate

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___ViewModelDelegate {}

// MARK: - ___VARIABLE_moduleName___ViewOutput

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___ViewOutput {
    func leaveEventTriggered() {
        output?.___VARIABLE_moduleName:lowerCamel___ModuleDidLeave(self)
    }
}

// MARK: - ___VARIABLE_moduleName___ModuleInput

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___ModuleInput {}
