//
//  PaymentsContracts.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// Navigation away from the Payments screen.
@MainActor
protocol PaymentsRouterProtocol: RouterProtocol {}

/// What the Payments view state asks of its presenter.
@MainActor
protocol PaymentsPresenterProtocol: PresenterProtocol {
    /// Loads what the screen shows; the view calls it each time the screen appears.
    func viewAppeared() async
}

/// The business logic behind the Payments screen: `Sendable`, so the presenter
/// can await it from the main actor while the work runs off it.
protocol PaymentsInteractorProtocol: InteractorProtocol, Sendable {
    /// The title of the screen.
    func loadTitle() async -> String
}

/// The state the Payments view renders.
@MainActor
protocol PaymentsViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any PaymentsPresenterProtocol)
    /// Shows `title` as the screen's title.
    func show(title: String)
}
