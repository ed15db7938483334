//
//  MainViewState.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Observation

/// The observable state of the Main screen; it owns the presenter.
@Observable
@MainActor
final class MainViewState: MainViewStateProtocol {
    /// The screen's title; empty until the presenter shows the loaded one.
    private(set) var title = ""
    @ObservationIgnored private var presenter: (any MainPresenterProtocol)?

    func set(with presenter: any MainPresenterProtocol) {
        self.presenter = presenter
    }

    func show(title: String) {
        self.title = title
    }

    /// Tells the presenter the screen appeared, for it to load what the screen shows.
    func viewAppeared() async {
        await presenter?.viewAppeared()
    }
}
