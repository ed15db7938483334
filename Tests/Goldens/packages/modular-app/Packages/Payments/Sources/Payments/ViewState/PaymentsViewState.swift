//
//  PaymentsViewState.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Combine

/// The observable state of the Payments screen; it owns the presenter.
@MainActor
final class PaymentsViewState: ObservableObject, PaymentsViewStateProtocol {
    /// The screen's title; empty until the presenter shows the loaded one.
    @Published private(set) var title = ""
    private var presenter: (any PaymentsPresenterProtocol)?

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
