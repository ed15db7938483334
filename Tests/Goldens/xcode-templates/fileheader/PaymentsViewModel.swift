//
//  PaymentsViewModel.swift
//  MyApp, owned by Payments Squad
//
//  Copyright © 2026 Acme Labs. All rights reserved.
//  Questions: mobile@acme.example
//

import Observation

/// What the Payments screen shows.
@Observable
final class PaymentsViewModel {
    var title = "Payments"
}
