//
//  ApplicationViewBuilder.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Payments
import SwiftUI

/// Builds the screen of every `Views` case through its module's assembly.
final class ApplicationViewBuilder: Assembly {
    /// A builder over a freshly set-up container, for previews.
    @MainActor static var stub: ApplicationViewBuilder {
        ApplicationViewBuilder(container: AppContainer.makeContainer())
    }

    /// Returns the screen for `view`.
    @MainActor @ViewBuilder
    func build(view: Views) -> some View {
        switch view {
        case .payments: buildPayments()
        }
    }

    /// Returns the Payments screen.
    @MainActor
    func buildPayments() -> some View {
        container.resolve(PaymentsAssembly.self).build()
    }
}
