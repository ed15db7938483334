//
//  PaymentsViewState.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Observation

/// The observable state of the Payments screen; it owns the presenter.
@Observable
@MainActor
final class PaymentsViewState: PaymentsViewStateProtocol {
    @ObservationIgnored private var presenter: (any PaymentsPresenterProtocol)?

    func set(with presenter: any PaymentsPresenterProtocol) {
        self.presenter = presenter
    }
}
