//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Makes the ___VARIABLE_moduleName___ module.
///
/// It creates the datastores, interactor, presenter, view controller and wireframe, wires them
/// together and returns the module's IO. The view controller owns the presenter, which owns the
/// interactor and the wireframe; every reference back (to the view, the screen) is weak, so the
/// module lives as long as its screen.
@MainActor
final class ___VARIABLE_moduleName___Builder: I___VARIABLE_moduleName___Builder {
    func create___VARIABLE_moduleName___() -> any I___VARIABLE_moduleName___Input {
        let datastore = ___VARIABLE_moduleName___Datastore(
            local: ___VARIABLE_moduleName___LocalStorageDatastore(),
            remote: ___VARIABLE_moduleName___WebServiceDatastore()
        )
        let interactor = ___VARIABLE_moduleName___Interactor(datastore: datastore)
        let wireframe = ___VARIABLE_moduleName___Wireframe()
        let presenter = ___VARIABLE_moduleName___Presenter(interactor: interactor, wireframe: wireframe)
        let viewController = ___VARIABLE_moduleName___ViewController(output: presenter)
        presenter.view = viewController
        wireframe.viewController = viewController
        return ___VARIABLE_moduleName___IO(
            viewController: viewController, presenter: presenter, wireframe: wireframe)
    }
}
