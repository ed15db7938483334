//
//  PaymentsPresenter.swift
//  Demo
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
{}

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
