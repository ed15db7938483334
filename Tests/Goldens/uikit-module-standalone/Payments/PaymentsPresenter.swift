//
//  PaymentsPresenter.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Payments presenter works with: the interactor and the router output.
typealias PaymentsPresenterDependencies = (
    interactor: PaymentsInteractor,
    router: PaymentsRouterOutput
)

/// Turns the Payments screen's events into interactor calls and routes, and updates
/// the screen.
final class PaymentsPresenter: Presenterable {
    /// The screen's data.
    private(set) var entities: PaymentsEntities
    /// The screen; it owns the presenter, so it is held weakly.
    private weak var view: (any PaymentsViewInputs)!
    /// The interactor and the router output.
    let dependencies: PaymentsPresenterDependencies

    init(
        entities: PaymentsEntities,
        view: any PaymentsViewInputs,
        dependencies: PaymentsPresenterDependencies
    ) {
        self.entities = entities
        self.view = view
        self.dependencies = dependencies
    }
}

extension PaymentsPresenter: PaymentsViewOutputs {
    func viewDidLoad() {
        view?.configure(entities: entities)
    }
}

extension PaymentsPresenter: PaymentsInteractorOutputs {}
