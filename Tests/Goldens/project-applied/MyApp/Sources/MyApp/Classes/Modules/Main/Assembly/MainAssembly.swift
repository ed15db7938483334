//
//  MainAssembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// Builds the Main screen and wires its VIPER parts together.
final class MainAssembly: Assembly {
    /// Creates the router, interactor, view state and presenter and returns the screen.
    @MainActor
    func build() -> some View {
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
        return MainView(viewState: viewState)
    }
}
