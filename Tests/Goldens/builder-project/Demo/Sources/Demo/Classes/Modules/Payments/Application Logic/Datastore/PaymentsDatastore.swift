//
//  PaymentsDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Where the Payments module's data comes from: a strategy over its local and remote datastores.
///
/// It answers with the copy kept on the device when there is one, else with the web service's,
/// which it then keeps for next time.
struct PaymentsDatastore: Sendable {
    private let local: any IPaymentsLocalDatastore
    private let remote: any IPaymentsRemoteDatastore

    init(local: any IPaymentsLocalDatastore, remote: any IPaymentsRemoteDatastore) {
        self.local = local
        self.remote = remote
    }

    /// The model: the stored one, else the web service's (then stored).
    func model() async throws -> PaymentsModel {
        if let stored = try await local.model() {
            return stored
        }
        let fetched = try await remote.fetchModel()
        try await local.save(fetched)
        return fetched
    }
}
