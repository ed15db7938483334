//
//  PaymentsViewModel.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule

/// What the Payments view model reads from the module: its state.
protocol PaymentsViewModelDelegate: AnyObject {
    /// The module's current state.
    var state: PaymentsState { get }
}

/// What the Payments screen shows, made afresh from the state on every update.
final class PaymentsViewModel: ViewModel {
    /// The title of the screen.
    let title: String

    init(delegate: any PaymentsViewModelDelegate) {
        title = delegate.state.title
    }
}
