//
//  MainInteractor.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Main presenter asks of its interactor: add a method per piece of work
/// (loading, saving).
///
/// Sendable, since its main-actor presenter awaits its methods: they run off the main actor.
protocol MainInteractorInputs: AnyObject, Sendable {
    /// Loads the screen's title, for a URL that gives none.
    func loadTitle() async -> String
}

/// The business logic of the Main module; it knows nothing about the UI and runs
/// off the main actor: its methods are `nonisolated` so they still do where the target's default
/// isolation is the main actor.
final class MainInteractor: MainInteractorInputs {
    nonisolated func loadTitle() async -> String {
        // The module's first real work goes here (a service call, a database read).
        "Main"
    }
}
