//
//  ProfileAssembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// Builds the Profile screen and wires its VIPER parts together.
final class ProfileAssembly: Assembly {
    /// Creates the router, interactor, view state and presenter and returns the screen.
    @MainActor
    func build() -> some View {
        let navigation = container.resolve(NavigationAssembly.self).build()
        let router = ProfileRouter(navigation: navigation)
        let interactor = ProfileInteractor()
        let viewState = ProfileViewState()
        let presenter = ProfilePresenter(
            router: router,
            interactor: interactor,
            viewState: viewState
        )
        viewState.set(with: presenter)
        return ProfileView(viewState: viewState)
    }
}
