//
//  MainInteractor.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// The business logic of the Main module.
///
/// It gets the module's data from the datastore and returns it to the presenter; it knows
/// nothing about the UI, so it is not bound to the main actor: its work runs off it. It is
/// `Sendable` because all it holds is constant and `Sendable`: keep it so (`let` properties of
/// `Sendable` types, or an actor for state that changes).
final class MainInteractor: MainInteractorInput {
    private let datastore: MainDatastore

    init(datastore: MainDatastore) {
        self.datastore = datastore
    }

    func loadModel() async throws -> MainModel {
        try await datastore.model()
    }
}
