//
//  ProfileInteractor.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Profile interactor reports back to its presenter.
@MainActor
protocol ProfileInteractorOutputs: AnyObject {}

/// The business logic of the Profile module; it knows nothing about the UI.
final class ProfileInteractor: Interactorable {
    /// The presenter results are reported to; it owns the interactor, so it is held weakly.
    weak var presenter: (any ProfileInteractorOutputs)?
}
