//
//  MainViewState.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Combine

/// The observable state of the Main screen; it owns the presenter.
@MainActor
final class MainViewState: ObservableObject, MainViewStateProtocol {
    private var presenter: (any MainPresenterProtocol)?

    func set(with presenter: any MainPresenterProtocol) {
        self.presenter = presenter
    }
}
