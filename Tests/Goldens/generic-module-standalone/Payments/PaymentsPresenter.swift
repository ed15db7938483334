//
//  PaymentsPresenter.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule

/// The logic of the Payments module.
///
/// It owns the module's state, answers its screen and tells its coordinator; `dependencies`
/// are the app's services, as the coordinator passed them. It drives the screen, so it is bound
/// to the main actor.
@MainActor
final class PaymentsPresenter:
    Presenter<
        PaymentsState,
        PaymentsViewController,
        any PaymentsModuleInput,
        any PaymentsModuleOutput,
        Dependencies
    >
{
    // Nonisolated like the GenericModule initialiser it overrides: under MainActor default
    // isolation, an implicit override would be main-actor isolated, which Swift rejects.
    nonisolated required init(state: PaymentsState, dependencies: Dependencies) {
        super.init(state: state, dependencies: dependencies)
    }
}

// MARK: - PaymentsViewModelDelegate

extension PaymentsPresenter: PaymentsViewModelDelegate {}

// MARK: - PaymentsViewOutput

extension PaymentsPresenter: PaymentsViewOutput {
    func leaveEventTriggered() {
        output?.paymentsModuleDidLeave(self)
    }
}

// MARK: - PaymentsModuleInput

extension PaymentsPresenter: PaymentsModuleInput {}
