//
//  PaymentsInteractor.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// The business logic of the Payments module; it knows nothing about the UI.
///
/// It is `Sendable`: keep its stored properties `let` and `Sendable` (the services it uses),
/// and move mutable state into an actor or a service.
nonisolated
final class PaymentsInteractor: PaymentsInteractorProtocol {
    func loadTitle() async -> String {
        "Payments"
    }
}
