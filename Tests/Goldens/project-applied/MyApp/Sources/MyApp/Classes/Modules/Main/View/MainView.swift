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

    /// Shows `viewState`; as with any `@StateObject`, the view keeps the first one it is given.
    init(viewState: MainViewState) {
        _viewState = StateObject(wrappedValue: viewState)
    }

    var body: some View {
        Text("Main")
    }
}

/// Previews the Main screen as the app builds it.
struct MainViewPreviews: PreviewProvider {
    static var previews: some View {
        ApplicationViewBuilder.stub.build(view: .main)
    }
}
