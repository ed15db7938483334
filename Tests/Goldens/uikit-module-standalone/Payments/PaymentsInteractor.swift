//
//  PaymentsInteractor.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Payments interactor reports back to its presenter.
@MainActor
protocol PaymentsInteractorOutputs: AnyObject {}

/// The business logic of the Payments module; it knows nothing about the UI.
final class PaymentsInteractor: Interactorable {
    /// The presenter results are reported to; it owns the interactor, so it is held weakly.
    weak var presenter: (any PaymentsInteractorOutputs)?
}
