//
//  PaymentsViewState.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Combine

/// The observable state of the Payments screen; it owns the presenter.
@MainActor
final class PaymentsViewState: ObservableObject, PaymentsViewStateProtocol {
    private var presenter: (any PaymentsPresenterProtocol)?

    func set(with presenter: any PaymentsPresenterProtocol) {
        self.presenter = presenter
    }
}
