//
//  MainInteractor.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// The business logic of the Main module.
///
/// It gets the module's data from the datastore and reports the outcome to the presenter; it
/// knows nothing about the UI, so it is not bound to the main actor: the datastore's work runs
/// off it, and only the outcome goes to the presenter on the main actor.
final class MainInteractor: MainInteractorInput {
    /// Told what became of each load; the presenter, held weakly.
    weak var output: (any MainInteractorOutput)?

    private let datastore: MainDatastore

    init(datastore: MainDatastore) {
        self.datastore = datastore
    }

    func loadModel() {
        Task { [weak output, datastore] in
            do {
                let model = try await datastore.model()
                await output?.modelDidLoad(model)
            } catch {
                await output?.modelDidFailToLoad(with: error)
            }
        }
    }
}
