//
//  ApplicationViewBuilder.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Main
import SwiftUI

/// Builds the screen of every `Views` case through its module's assembly.
final class ApplicationViewBuilder: Assembly {
    /// A builder over a freshly set-up container, for previews.
    @MainActor static var stub: ApplicationViewBuilder {
        ApplicationViewBuilder(container: RootApp.makeContainer())
    }

    /// Returns the screen for `view`.
    @MainActor @ViewBuilder
    func build(view: Views) -> some View {
        switch view {
        case .main: buildMain()
        }
    }

    /// Returns the Main screen.
    @MainActor
    func buildMain() -> some View {
        container.resolve(MainAssembly.self).build()
    }
}
