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
@MainActor
final class MainModule: Module<MainPresenter> {}
