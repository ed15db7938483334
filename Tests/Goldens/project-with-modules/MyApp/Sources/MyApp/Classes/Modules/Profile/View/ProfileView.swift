//
//  ProfileView.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// The Profile screen.
struct ProfileView: View {
    @StateObject private var viewState: ProfileViewState

    /// Shows `viewState`; as with any `@StateObject`, the view keeps the first one it is given.
    init(viewState: ProfileViewState) {
        _viewState = StateObject(wrappedValue: viewState)
    }

    var body: some View {
        Text("Profile")
    }
}

/// Previews the Profile screen as the app builds it.
struct ProfileViewPreviews: PreviewProvider {
    static var previews: some View {
        ApplicationViewBuilder.stub.build(view: .profile)
    }
}
