//
//  ProfileContracts.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Navigation away from the Profile screen.
protocol ProfileRouterProtocol: RouterProtocol {}

/// What the Profile view state asks of its presenter.
protocol ProfilePresenterProtocol: PresenterProtocol {}

/// The business logic behind the Profile screen.
protocol ProfileInteractorProtocol: InteractorProtocol {}

/// The state the Profile view renders.
protocol ProfileViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any ProfilePresenterProtocol)
}
