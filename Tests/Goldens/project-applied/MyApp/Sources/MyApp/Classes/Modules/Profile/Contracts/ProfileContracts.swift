//
//  ProfileContracts.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Navigation away from the Profile screen.
@MainActor
protocol ProfileRouterProtocol: RouterProtocol {}

/// What the Profile view state asks of its presenter.
@MainActor
protocol ProfilePresenterProtocol: PresenterProtocol {
    /// Loads what the screen shows; the view calls it each time the screen appears.
    func viewAppeared() async
}

/// The business logic behind the Profile screen: `Sendable`, so the presenter
/// can await it from the main actor while the work runs off it.
protocol ProfileInteractorProtocol: InteractorProtocol, Sendable {
    /// The title of the screen.
    func loadTitle() async -> String
}

/// The state the Profile view renders.
@MainActor
protocol ProfileViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any ProfilePresenterProtocol)
    /// Shows `title` as the screen's title.
    func show(title: String)
}
