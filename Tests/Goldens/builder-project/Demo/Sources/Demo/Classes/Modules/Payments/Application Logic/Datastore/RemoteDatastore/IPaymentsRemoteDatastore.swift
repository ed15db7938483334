//
//  IPaymentsRemoteDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Where the Payments model comes from over the network.
protocol IPaymentsRemoteDatastore: Sendable {
    /// Fetches the current model from the web service.
    func fetchModel() async throws -> PaymentsModel
}
