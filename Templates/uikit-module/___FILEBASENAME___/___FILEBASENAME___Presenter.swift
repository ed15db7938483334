//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What the app's ___VARIABLE_moduleName___ presenter works with: the interactor and the router output.
typealias ___VARIABLE_moduleName___PresenterDependencies = (
    interactor: ___VARIABLE_moduleName___Interactor,
    router: ___VARIABLE_moduleName___RouterOutput
)

/// Turns the ___VARIABLE_moduleName___ screen's events into interactor calls and routes, and updates
/// the screen.
///
/// Generic over its interactor and router, so tests can give it doubles of both; the app's
/// screen uses `___VARIABLE_moduleName___PresenterDependencies`.
@MainActor
final class ___VARIABLE_moduleName___Presenter<
    Interactor: ___VARIABLE_moduleName___InteractorInputs, Router: ___VARIABLE_moduleName___Routing
>: Presenterable {
    /// The screen's data.
    private(set) var entities: ___VARIABLE_moduleName___Entities
    /// The screen; it owns the presenter, so it is held weakly.
    private weak var view: (any ___VARIABLE_moduleName___ViewInputs)?
    /// The interactor and the router output.
    let dependencies: (interactor: Interactor, router: Router)
    /// The screen's first load, started when its view loads; cancelled when the screen goes.
    private(set) var loadTask: Task<Void, Never>?

    /// A presenter of `entities` on `view`, working with `dependencies`.
    init(
        entities: ___VARIABLE_moduleName___Entities,
        view: any ___VARIABLE_moduleName___ViewInputs,
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

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___ViewOutputs {
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

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___InteractorOutputs {
    func didLoad(title: String) {
        entities.title = title
        view?.configure(entities: entities)
    }
}
