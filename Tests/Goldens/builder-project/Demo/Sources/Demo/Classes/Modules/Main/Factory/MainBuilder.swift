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
/// together and returns the module's IO.
@MainActor
final class MainBuilder: IMainBuilder {
    func createMain() -> MainIO? {
        let datastore = MainDatastore(
            local: MainLocalStorageDatastore(),
            remote: MainWebServiceDatastore()
        )
        let interactor = MainInteractor(datastore: datastore)
        let presenter = MainPresenter(interactor: interactor)
        let viewController = MainViewController(output: presenter)
        interactor.output = presenter
        presenter.view = viewController
        let wireframe = MainWireframe(viewController: viewController)
        return MainIO(presenter: presenter, wireframe: wireframe)
    }
}
