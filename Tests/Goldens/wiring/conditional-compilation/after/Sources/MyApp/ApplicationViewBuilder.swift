//
//  ApplicationViewBuilder.swift
//  MyApp
//

import SwiftUI

/// Builds the screen of every `Views` case through its module's assembly.
final class ApplicationViewBuilder: Assembly, ObservableObject {
    /// A builder over a freshly set-up container, for previews.
    @MainActor static var stub: ApplicationViewBuilder {
        ApplicationViewBuilder(container: RootApp.makePreviewContainer())
    }

    /// Returns the screen for `view`.
    @ViewBuilder
    func build(view: Views) -> some View {
        switch view {
        case .main: buildMain()
        #if DEBUG
            case .debugMenu: buildDebugMenu()
        #else
            case .feedback: FeedbackView()
        #endif
        case .payments: buildPayments()
        }
    }

    /// Returns the Main screen.
    func buildMain() -> some View {
        container.resolve(MainAssembly.self).build()
    }

    #if DEBUG
        /// Returns the debug menu.
        func buildDebugMenu() -> some View {
            container.resolve(DebugMenuAssembly.self).build()
        }
    #endif

    /// Returns the Payments screen.
    func buildPayments() -> some View {
        container.resolve(PaymentsAssembly.self).build()
    }
}
