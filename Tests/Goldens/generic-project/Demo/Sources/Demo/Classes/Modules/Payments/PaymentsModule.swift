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
/// The presenter holds the output strongly (GenericModule's `Presenter.output` is not weak), so
/// the coordinator must not keep the module or its input: the screen keeps its presenter alive.
@MainActor
final class PaymentsModule: Module<PaymentsPresenter> {
    // Nonisolated like the GenericModule initialiser it overrides: under MainActor default
    // isolation, an implicit override would be main-actor isolated, which Swift rejects.
    nonisolated override init(
        state: PaymentsState,
        dependencies: Dependencies,
        output: (any PaymentsModuleOutput)? = nil
    ) {
        super.init(state: state, dependencies: dependencies, output: output)
    }
}
