//
//  PaymentsModuleOutputSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The coordinator of the Payments module, for tests: records what the module tells it.
final class PaymentsModuleOutputSpy: PaymentsModuleOutput {
    /// The module inputs the module left with, in order.
    private(set) var leftModules: [any PaymentsModuleInput] = []

    func paymentsModuleDidLeave(_ moduleInput: any PaymentsModuleInput) {
        leftModules.append(moduleInput)
    }
}
