//
//  ProfilePresenter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the app's Profile presenter works with: the interactor and the router output.
typealias ProfilePresenterDependencies = (
    interactor: ProfileInteractor,
    router: ProfileRouterOutput
)

/// Turns the Profile screen's events into interactor calls and routes, and updates
/// the screen.
///
/// Generic over its interactor and router, so tests can give it doubles of both; the app's
/// screen uses `ProfilePresenterDependencies`.
@MainActor
final class ProfilePresenter<
    Interactor: ProfileInteractorInputs, Router: ProfileRouting
>: Presenterable {
    /// The screen's data.
    private(set) var entities: ProfileEntities
    /// The screen; it owns the presenter, so it is held weakly.
    private weak var view: (any ProfileViewInputs)?
    /// The interactor and the router output.
    let dependencies: (interactor: Interactor, router: Router)

    /// A presenter of `entities` on `view`, working with `dependencies`.
    init(
        entities: ProfileEntities,
        view: any ProfileViewInputs,
        dependencies: (interactor: Interactor, router: Router)
    ) {
        self.entities = entities
        self.view = view
        self.dependencies = dependencies
    }
}

extension ProfilePresenter: ProfileViewOutputs {
    func viewDidLoad() {
        view?.configure(entities: entities)
    }
}

extension ProfilePresenter: ProfileInteractorOutputs {}
