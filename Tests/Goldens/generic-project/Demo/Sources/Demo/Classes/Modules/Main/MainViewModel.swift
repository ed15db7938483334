//
//  MainViewModel.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule

/// What the Main view model reads from the module: its state.
protocol MainViewModelDelegate: AnyObject {
    /// The module's current state.
    var state: MainState { get }
}

/// What the Main screen shows, made afresh from the state on every update.
final class MainViewModel: ViewModel {
    /// The title of the screen.
    let title: String

    init(delegate: any MainViewModelDelegate) {
        title = delegate.state.title
    }
}
