//
//  ProfileInteractor.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Profile presenter asks of its interactor: add a method per piece of work
/// (loading, saving), and its result to `ProfileInteractorOutputs`.
protocol ProfileInteractorInputs: Interactorable {}

/// What the Profile interactor reports back to its presenter, on the main actor.
@MainActor
protocol ProfileInteractorOutputs: AnyObject {}

/// The business logic of the Profile module; it knows nothing about the UI, and runs off
/// the main actor (report results with `await presenter?.…`).
final class ProfileInteractor: ProfileInteractorInputs {
    /// The presenter results are reported to; it owns the interactor, so it is held weakly.
    weak var presenter: (any ProfileInteractorOutputs)?
}
