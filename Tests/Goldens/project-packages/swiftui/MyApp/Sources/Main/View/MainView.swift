//
//  MainView.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import SwiftUI

/// The Main screen.
struct MainView: View {
    /// The view state, made when the screen first appears and kept for its life.
    ///
    /// `@State` has no lazy initial value: one made in `init` would build the module again each
    /// time this view is re-created.
    @State private var viewState: MainViewState?
    private let makeViewState: () -> MainViewState

    /// Shows the view state that `viewState` makes when the screen first appears.
    init(viewState: @autoclosure @escaping () -> MainViewState) {
        makeViewState = viewState
    }

    var body: some View {
        Text(viewState?.title ?? "")
            .task {
                let viewState = self.viewState ?? makeViewState()
                self.viewState = viewState
                await viewState.viewAppeared()
            }
    }
}

#Preview {
    let container = DependencyContainer(assemblyFactory: AssemblyFactory())
    let _ = container.apply(NavigationAssembly.self)
    MainAssembly(container: container).build()
}
