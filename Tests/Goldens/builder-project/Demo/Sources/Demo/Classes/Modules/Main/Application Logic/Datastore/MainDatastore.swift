//
//  MainDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Where the Main module's data comes from: a strategy over its local and remote datastores.
///
/// It answers with the copy kept on the device when there is one, else with the web service's,
/// which it then keeps for next time.
struct MainDatastore: Sendable {
    private let local: any IMainLocalDatastore
    private let remote: any IMainRemoteDatastore

    init(local: any IMainLocalDatastore, remote: any IMainRemoteDatastore) {
        self.local = local
        self.remote = remote
    }

    /// The model: the stored one, else the web service's (then stored).
    func model() async throws -> MainModel {
        if let stored = try await local.model() {
            return stored
        }
        let fetched = try await remote.fetchModel()
        try await local.save(fetched)
        return fetched
    }
}
