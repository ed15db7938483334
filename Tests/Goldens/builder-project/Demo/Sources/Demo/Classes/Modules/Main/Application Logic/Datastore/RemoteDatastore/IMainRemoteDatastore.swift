//
//  IMainRemoteDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Where the Main model comes from over the network.
protocol IMainRemoteDatastore: Sendable {
    /// Fetches the current model from the web service.
    func fetchModel() async throws -> MainModel
}
