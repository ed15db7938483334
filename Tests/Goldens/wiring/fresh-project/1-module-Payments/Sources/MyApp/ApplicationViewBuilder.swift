//
//  ApplicationViewBuilder.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// Builds the screen of every `Views` case through its module's assembly.
final class ApplicationViewBuilder: Assembly, ObservableObject {
    /// A builder over a freshly set-up container, for previews.
    @MainActor static var stub: ApplicationViewBuilder {
        ApplicationViewBuilder(container: RootApp.makeContainer())
    }

    /// Returns the screen for `view`.
    @ViewBuilder
    func build(view: Views) -> some View {
        switch view {
        case .main: buildMain()
        case .payments: buildPayments()
        }
    }

    /// Returns the Main screen.
    func buildMain() -> some View {
        container.resolve(MainAssembly.self).build()
    }

    /// Returns the Payments screen.
    func buildPayments() -> some View {
        container.resolve(PaymentsAssembly.self).build()
    }
}
