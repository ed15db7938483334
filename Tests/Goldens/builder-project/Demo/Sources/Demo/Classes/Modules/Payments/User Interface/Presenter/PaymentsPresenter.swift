//
//  PaymentsPresenter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The mediator of the Payments module, between its view, its interactor and its IO.
///
/// It asks the interactor for data when the view needs it, shows what comes back in the view,
/// and tells the module's output when the user leaves.
@MainActor
final class PaymentsPresenter {
    /// The screen; it owns the presenter, so the presenter holds it weakly.
    weak var view: (any IPaymentsView)?
    /// Told when the user leaves the screen; set through the module's IO.
    weak var output: (any IPaymentsOutput)?

    private let interactor: any PaymentsInteractorInput
    /// Where the screen goes; call it from here when the module navigates onward.
    private let wireframe: PaymentsWireframe

    init(interactor: any PaymentsInteractorInput, wireframe: PaymentsWireframe) {
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - IPaymentsViewOutput

extension PaymentsPresenter: IPaymentsViewOutput {
    func viewDidLoad() {
        interactor.loadModel()
    }

    func viewDidLeave() {
        output?.paymentsDidLeave()
    }
}

// MARK: - PaymentsInteractorOutput

extension PaymentsPresenter: PaymentsInteractorOutput {
    func modelDidLoad(_ model: PaymentsModel) {
        view?.show(title: model.title)
    }

    func modelDidFailToLoad(with error: any Error) {
        view?.show(errorMessage: error.localizedDescription)
    }
}
