//
//  ProfileViewState.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Combine

/// The observable state of the Profile screen; it owns the presenter.
@MainActor
final class ProfileViewState: ObservableObject, ProfileViewStateProtocol {
    private var presenter: (any ProfilePresenterProtocol)?

    func set(with presenter: any ProfilePresenterProtocol) {
        self.presenter = presenter
    }
}
