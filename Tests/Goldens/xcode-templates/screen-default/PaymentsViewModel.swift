//
//  PaymentsViewModel.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Observation

/// What the Payments screen shows.
@Observable
final class PaymentsViewModel {
    var title = "Payments"
}
