//
//  MainInteractorIO.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// What the presenter asks of the Main interactor; not bound to an actor, like the interactor.
protocol MainInteractorInput: AnyObject {
    /// Loads the module's model; the result comes back through the interactor's output.
    func loadModel()
}

/// What the Main interactor tells the presenter, on the main actor.
@MainActor
protocol MainInteractorOutput: AnyObject, Sendable {
    /// The model was loaded.
    func modelDidLoad(_ model: MainModel)
    /// The model could not be loaded.
    func modelDidFailToLoad(with error: any Error)
}
