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
/// and tells the module's output when the user leaves. Work it starts for the screen stops when
/// the screen goes.
@MainActor
final class PaymentsPresenter {
    /// The screen; it owns the presenter, so the presenter holds it weakly.
    weak var view: (any IPaymentsView)?
    /// Told when the user leaves the screen; set through the module's IO.
    weak var output: (any IPaymentsOutput)?
    /// The load the screen started, until the screen goes (tests await its `value`).
    private(set) var loadTask: Task<Void, Never>?

    private let interactor: any PaymentsInteractorInput
    /// Where the screen goes; call it from here when the module navigates onward.
    private let wireframe: any IPaymentsWireframe

    init(interactor: any PaymentsInteractorInput, wireframe: any IPaymentsWireframe) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    // The load holds the presenter weakly, so the presenter can go with its screen (replaced as
    // the window's root, say) while a load runs: stop that load too.
    deinit {
        loadTask?.cancel()
    }
}

// MARK: - IPaymentsViewOutput

extension PaymentsPresenter: IPaymentsViewOutput {
    func viewDidLoad() {
        loadTask?.cancel()
        loadTask = Task { [weak self, interactor] in
            do {
                let model = try await interactor.loadModel()
                self?.view?.show(title: model.title)
            } catch is CancellationError {
                // The screen went: there is nothing to show the outcome on.
            } catch {
                self?.view?.show(errorMessage: error.localizedDescription)
            }
        }
    }

    func viewDidLeave() {
        loadTask?.cancel()
        output?.paymentsDidLeave()
    }
}
