//
//  ProfileViewState.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Observation

/// The observable state of the Profile screen; it owns the presenter.
@Observable
@MainActor
final class ProfileViewState: ProfileViewStateProtocol {
    @ObservationIgnored private var presenter: (any ProfilePresenterProtocol)?

    func set(with presenter: any ProfilePresenterProtocol) {
        self.presenter = presenter
    }
}
