//
//  PaymentsBuilder.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Makes the Payments module.
///
/// It creates the datastores, interactor, presenter, view controller and wireframe, wires them
/// together and returns the module's IO. The view controller owns the presenter, which owns the
/// interactor and the wireframe; every reference back (to the view, the screen) is weak, so the
/// module lives as long as its screen.
@MainActor
final class PaymentsBuilder: IPaymentsBuilder {
    func createPayments() -> any IPaymentsInput {
        let datastore = PaymentsDatastore(
            local: PaymentsLocalStorageDatastore(),
            remote: PaymentsWebServiceDatastore()
        )
        let interactor = PaymentsInteractor(datastore: datastore)
        let wireframe = PaymentsWireframe()
        let presenter = PaymentsPresenter(interactor: interactor, wireframe: wireframe)
        let viewController = PaymentsViewController(output: presenter)
        presenter.view = viewController
        wireframe.viewController = viewController
        return PaymentsIO(
            viewController: viewController, presenter: presenter, wireframe: wireframe)
    }
}
