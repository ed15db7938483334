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
/// together and returns the module's IO.
@MainActor
final class PaymentsBuilder: IPaymentsBuilder {
    func createPayments() -> PaymentsIO? {
        let datastore = PaymentsDatastore(
            local: PaymentsLocalStorageDatastore(),
            remote: PaymentsWebServiceDatastore()
        )
        let interactor = PaymentsInteractor(datastore: datastore)
        let presenter = PaymentsPresenter(interactor: interactor)
        let viewController = PaymentsViewController(output: presenter)
        interactor.output = presenter
        presenter.view = viewController
        let wireframe = PaymentsWireframe(viewController: viewController)
        return PaymentsIO(presenter: presenter, wireframe: wireframe)
    }
}
