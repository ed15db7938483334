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
    @StateObject var viewState: ProfileViewState

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
