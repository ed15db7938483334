//
//  MainInteractor.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// What the Main presenter asks of its interactor: add a method per piece of work
/// (loading, saving), and its result to `MainInteractorOutputs`.
///
/// Sendable, since the main-actor presenter awaits it (said here too for an app whose own
/// `Interactorable` is not).
protocol MainInteractorInputs: Interactorable, Sendable {
    /// Loads the screen's title, and reports it with `didLoad(title:)`.
    func loadTitle() async
}

/// What the Main interactor reports back to its presenter, on the main actor.
///
/// Sendable, so the interactor can reach its presenter from off the main actor.
@MainActor
protocol MainInteractorOutputs: AnyObject, Sendable {
    /// The screen's title was loaded.
    func didLoad(title: String)
}

/// The business logic of the Main module; it knows nothing about the UI, and runs off
/// the main actor: its methods are `nonisolated` so they still do where the target's default
/// isolation is the main actor, and they report results with `await presenter?.…`.
final class MainInteractor: MainInteractorInputs {
    /// The presenter results are reported to, held weakly since it owns the interactor.
    ///
    /// On the main actor, as the presenter is, which keeps the interactor Sendable.
    @MainActor weak var presenter: (any MainInteractorOutputs)?

    nonisolated func loadTitle() async {
        // The module's first real work goes here (a service call, a database read).
        let title = "Main"
        await presenter?.didLoad(title: title)
    }
}
