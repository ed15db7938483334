//
//  PaymentsInteractorIO.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// What the presenter asks of the Payments interactor.
///
/// Each method is `async` and returns its result, so the presenter awaits it (and can cancel it)
/// and no output protocol is needed. The interactor is not bound to an actor, so its work runs off
/// the main actor; `Sendable` lets the main-actor presenter hand it to that work. Add a method
/// here, in the interactor and in its spy (the tests' `PaymentsInteractorSpy`).
protocol PaymentsInteractorInput: AnyObject, Sendable {
    /// The module's model: the one kept on the device, else the web service's.
    func loadModel() async throws -> PaymentsModel
}
