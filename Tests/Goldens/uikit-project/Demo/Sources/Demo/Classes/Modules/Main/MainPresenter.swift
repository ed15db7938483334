//
//  MainPresenter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Main presenter works with: the interactor and the router output.
typealias MainPresenterDependencies = (
    interactor: MainInteractor,
    router: MainRouterOutput
)

/// Turns the Main screen's events into interactor calls and routes, and updates
/// the screen.
final class MainPresenter: Presenterable {
    /// The screen's data.
    private(set) var entities: MainEntities
    /// The screen; it owns the presenter, so it is held weakly.
    private weak var view: (any MainViewInputs)!
    /// The interactor and the router output.
    let dependencies: MainPresenterDependencies

    init(
        entities: MainEntities,
        view: any MainViewInputs,
        dependencies: MainPresenterDependencies
    ) {
        self.entities = entities
        self.view = view
        self.dependencies = dependencies
    }
}

extension MainPresenter: MainViewOutputs {
    func viewDidLoad() {
        view?.configure(entities: entities)
    }
}

extension MainPresenter: MainInteractorOutputs {}
