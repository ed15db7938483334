//
//  MainView.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// The Main screen.
struct MainView: View {
    @StateObject private var viewState: MainViewState

    /// Shows the view state that `viewState` makes; SwiftUI makes it once, when the screen
    /// first appears, and keeps it for the screen's life, however often this view is re-created.
    init(viewState: @autoclosure @escaping () -> MainViewState) {
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
    ApplicationViewBuilder.stub.build(view: .main)
}
