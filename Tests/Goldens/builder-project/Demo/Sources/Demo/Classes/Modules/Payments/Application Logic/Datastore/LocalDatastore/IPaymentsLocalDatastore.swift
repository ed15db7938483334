//
//  IPaymentsLocalDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Where the Payments model is kept on the device.
protocol IPaymentsLocalDatastore: Sendable {
    /// The stored model, or nil when none is stored yet.
    func model() async throws -> PaymentsModel?
    /// Stores `model` in place of the stored one.
    func save(_ model: PaymentsModel) async throws
}
