//
//  PaymentsAssembly.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// Builds the Payments screen and wires its VIPER parts together.
final class PaymentsAssembly: Assembly {
    /// Creates the router, interactor, view state and presenter and returns the screen.
    @MainActor
    func build() -> some View {
        let navigation = container.resolve(NavigationAssembly.self).build()
        let router = PaymentsRouter(navigation: navigation)
        let interactor = PaymentsInteractor()
        let viewState = PaymentsViewState()
        let presenter = PaymentsPresenter(
            router: router,
            interactor: interactor,
            viewState: viewState
        )
        viewState.set(with: presenter)
        return PaymentsView(viewState: viewState)
    }
}
