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
    /// The screen's title; empty until the presenter shows the loaded one.
    private(set) var title = ""
    @ObservationIgnored private var presenter: (any PaymentsPresenterProtocol)?

    func set(with presenter: any PaymentsPresenterProtocol) {
        self.presenter = presenter
    }

    func show(title: String) {
        self.title = title
    }

    /// Tells the presenter the screen appeared, for it to load what the screen shows.
    func viewAppeared() async {
        await presenter?.viewAppeared()
    }
}
