//
//  MainPresenter.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// What the app's Main presenter works with: the interactor and the router output.
typealias MainPresenterDependencies = (
    interactor: MainInteractor,
    router: MainRouterOutput
)

/// Turns the Main screen's events into interactor calls and routes, and updates
/// the screen.
///
/// Generic over its interactor and router, so tests can give it doubles of both; the app's
/// screen uses `MainPresenterDependencies`.
@MainActor
final class MainPresenter<
    Interactor: MainInteractorInputs, Router: MainRouting
>: Presenterable {
    /// The screen's data.
    private(set) var entities: MainEntities
    /// The screen; it owns the presenter, so it is held weakly.
    private weak var view: (any MainViewInputs)?
    /// The interactor and the router output.
    let dependencies: (interactor: Interactor, router: Router)
    /// The screen's first load, started when its view loads; cancelled when the screen goes.
    private(set) var loadTask: Task<Void, Never>?

    /// A presenter of `entities` on `view`, working with `dependencies`.
    init(
        entities: MainEntities,
        view: any MainViewInputs,
        dependencies: (interactor: Interactor, router: Router)
    ) {
        self.entities = entities
        self.view = view
        self.dependencies = dependencies
    }

    deinit {
        loadTask?.cancel()
    }
}

extension MainPresenter: MainViewOutputs {
    func viewDidLoad() {
        view?.configure(entities: entities)
        loadTask?.cancel()
        // The task holds the interactor, not the presenter, so the screen going still frees the
        // presenter, whose deinit cancels the load; the result comes back through `didLoad`.
        loadTask = Task { [interactor = dependencies.interactor] in
            await interactor.loadTitle()
        }
    }
}

extension MainPresenter: MainInteractorOutputs {
    func didLoad(title: String) {
        entities.title = title
        view?.configure(entities: entities)
    }
}
