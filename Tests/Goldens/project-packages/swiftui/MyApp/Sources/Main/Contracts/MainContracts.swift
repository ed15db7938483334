//
//  MainContracts.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// Navigation away from the Main screen.
@MainActor
protocol MainRouterProtocol: RouterProtocol {}

/// What the Main view state asks of its presenter.
@MainActor
protocol MainPresenterProtocol: PresenterProtocol {
    /// Loads what the screen shows; the view calls it each time the screen appears.
    func viewAppeared() async
}

/// The business logic behind the Main screen: `Sendable`, so the presenter
/// can await it from the main actor while the work runs off it.
protocol MainInteractorProtocol: InteractorProtocol, Sendable {
    /// The title of the screen.
    func loadTitle() async -> String
}

/// The state the Main view renders.
@MainActor
protocol MainViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any MainPresenterProtocol)
    /// Shows `title` as the screen's title.
    func show(title: String)
}
