//
//  MainBuilder.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Makes the Main module.
///
/// It creates the datastores, interactor, presenter, view controller and wireframe, wires them
/// together and returns the module's IO. The view controller owns the presenter, which owns the
/// interactor and the wireframe; every reference back (to the view, the screen) is weak, so the
/// module lives as long as its screen.
@MainActor
final class MainBuilder: IMainBuilder {
    func createMain() -> any IMainInput {
        let datastore = MainDatastore(
            local: MainLocalStorageDatastore(),
            remote: MainWebServiceDatastore()
        )
        let interactor = MainInteractor(datastore: datastore)
        let wireframe = MainWireframe()
        let presenter = MainPresenter(interactor: interactor, wireframe: wireframe)
        let viewController = MainViewController(output: presenter)
        presenter.view = viewController
        wireframe.viewController = viewController
        return MainIO(
            viewController: viewController, presenter: presenter, wireframe: wireframe)
    }
}
