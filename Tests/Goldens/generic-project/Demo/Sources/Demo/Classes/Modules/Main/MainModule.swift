//
//  MainModule.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule

/// What a coordinator can ask of the Main module (through `module.input`).
@MainActor
protocol MainModuleInput: AnyObject {}

/// What the Main module tells its coordinator (set `module.output`).
@MainActor
protocol MainModuleOutput: AnyObject {
    /// The user left the Main screen: went back from it, or dismissed it.
    func mainModuleDidLeave(_ moduleInput: any MainModuleInput)
}

/// The Main module: its presenter, view model and view controller, connected by GenericModule.
///
/// A coordinator creates it, sets its output and shows its view controller, on the main actor.
/// The presenter holds the output strongly (GenericModule's `Presenter.output` is not weak), so
/// the coordinator must not keep the module or its input: the screen keeps its presenter alive.
@MainActor
final class MainModule: Module<MainPresenter> {
    // Nonisolated like the GenericModule initialiser it overrides: under MainActor default
    // isolation, an implicit override would be main-actor isolated, which Swift rejects.
    nonisolated override init(
        state: MainState,
        dependencies: Dependencies,
        output: (any MainModuleOutput)? = nil
    ) {
        super.init(state: state, dependencies: dependencies, output: output)
    }
}
