//
//  MainPresenter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule

/// The logic of the Main module.
///
/// It owns the module's state, answers its screen and tells its coordinator; `dependencies`
/// are the app's services, as the coordinator passed them. It drives the screen, so it is bound
/// to the main actor.
@MainActor
final class MainPresenter:
    Presenter<
        MainState,
        MainViewController,
        any MainModuleInput,
        any MainModuleOutput,
        Dependencies
    >
{
    // Nonisolated like the GenericModule initialiser it overrides: under MainActor default
    // isolation, an implicit override would be main-actor isolated, which Swift rejects.
    nonisolated required init(state: MainState, dependencies: Dependencies) {
        super.init(state: state, dependencies: dependencies)
    }
}

// MARK: - MainViewModelDelegate

extension MainPresenter: MainViewModelDelegate {}

// MARK: - MainViewOutput

extension MainPresenter: MainViewOutput {
    func leaveEventTriggered() {
        output?.mainModuleDidLeave(self)
    }
}

// MARK: - MainModuleInput

extension MainPresenter: MainModuleInput {}
