//
//  PaymentsView.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import SwiftUI

/// The Payments screen.
struct PaymentsView: View {
    @StateObject private var viewState: PaymentsViewState

    /// Shows the view state that `viewState` makes; SwiftUI makes it once, when the screen
    /// first appears, and keeps it for the screen's life, however often this view is re-created.
    init(viewState: @autoclosure @escaping () -> PaymentsViewState) {
        _viewState = StateObject(wrappedValue: viewState())
    }

    var body: some View {
        Text(viewState.title)
            .task {
                await viewState.viewAppeared()
            }
    }
}

#Preview {
    let container = DependencyContainer(assemblyFactory: AssemblyFactory())
    let _ = container.apply(NavigationAssembly.self)
    PaymentsAssembly(container: container).build()
}
