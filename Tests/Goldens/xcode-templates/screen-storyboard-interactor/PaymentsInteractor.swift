//
//  PaymentsInteractor.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// The business logic of the Payments screen.
final class PaymentsInteractor {
    func title() -> String {
        "Payments"
    }
}
