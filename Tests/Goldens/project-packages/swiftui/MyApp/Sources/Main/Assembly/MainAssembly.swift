//
//  MainAssembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import SwiftUI

/// Builds the Main screen and wires its VIPER parts together.
public final class MainAssembly: Assembly {
    /// Returns the screen; it builds its router, interactor, view state and presenter once, when
    /// SwiftUI first shows it, not on every render of the view that shows it.
    @MainActor
    public func build() -> some View {
        MainView(viewState: self.makeViewState())
    }

    /// Creates the router, interactor, view state and presenter, wired together.
    @MainActor
    private func makeViewState() -> MainViewState {
        let navigation = container.resolve(NavigationAssembly.self).build()
        let router = MainRouter(navigation: navigation)
        let interactor = MainInteractor()
        let viewState = MainViewState()
        let presenter = MainPresenter(
            router: router,
            interactor: interactor,
            viewState: viewState
        )
        viewState.set(with: presenter)
        return viewState
    }
}
