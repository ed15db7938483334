//
//  PaymentsViewModel.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Observation

/// What the Payments screen shows, loaded by its interactor.
@Observable
final class PaymentsViewModel {
    let interactor = PaymentsInteractor()
    var title = "Payments"

    func load() async {
        title = await interactor.title()
    }
}
