//
//  IPaymentsBuilder.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Makes the Payments module.
@MainActor
protocol IPaymentsBuilder {
    /// Creates the module with every part wired, ready to launch: its IO, all the app sees of it.
    func createPayments() -> any IPaymentsInput
}
