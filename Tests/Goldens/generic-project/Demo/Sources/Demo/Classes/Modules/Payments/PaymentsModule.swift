//
//  PaymentsModule.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule

/// What a coordinator can ask of the Payments module (through `module.input`).
@MainActor
protocol PaymentsModuleInput: AnyObject {}

/// What the Payments module tells its coordinator (set `module.output`).
@MainActor
protocol PaymentsModuleOutput: AnyObject {
    /// The user left the Payments screen: went back from it, or dismissed it.
    func paymentsModuleDidLeave(_ moduleInput: any PaymentsModuleInput)
}

/// The Payments module: its presenter, view model and view controller, connected by GenericModule.
///
/// A coordinator creates it, sets its output and shows its view controller, on the main actor.
@MainActor
final class PaymentsModule: Module<PaymentsPresenter> {}
