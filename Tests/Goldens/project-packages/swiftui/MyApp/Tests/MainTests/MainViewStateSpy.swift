//
//  MainViewStateSpy.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Main

/// The Main view state for tests that records what the presenter does to it.
@MainActor
final class MainViewStateSpy: MainViewStateProtocol {
    /// The presenters passed to `set(with:)`, in order; kept, as the real view state keeps its
    /// presenter.
    private(set) var connectedPresenters: [any MainPresenterProtocol] = []
    /// The titles passed to `show(title:)`, in order.
    private(set) var shownTitles: [String] = []

    func set(with presenter: any MainPresenterProtocol) {
        connectedPresenters.append(presenter)
    }

    func show(title: String) {
        shownTitles.append(title)
    }
}
