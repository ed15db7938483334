//
//  IMainLocalDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Where the Main model is kept on the device.
protocol IMainLocalDatastore: Sendable {
    /// The stored model, or nil when none is stored yet.
    func model() async throws -> MainModel?
    /// Stores `model` in place of the stored one.
    func save(_ model: MainModel) async throws
}
