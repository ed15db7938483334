//
//  MainInteractor.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Main interactor reports back to its presenter.
@MainActor
protocol MainInteractorOutputs: AnyObject {}

/// The business logic of the Main module; it knows nothing about the UI.
final class MainInteractor: Interactorable {
    /// The presenter results are reported to; it owns the interactor, so it is held weakly.
    weak var presenter: (any MainInteractorOutputs)?
}
