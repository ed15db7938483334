//
//  MainContracts.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Navigation away from the Main screen.
protocol MainRouterProtocol: RouterProtocol {}

/// What the Main view state asks of its presenter.
protocol MainPresenterProtocol: PresenterProtocol {}

/// The business logic behind the Main screen.
protocol MainInteractorProtocol: InteractorProtocol {}

/// The state the Main view renders.
protocol MainViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any MainPresenterProtocol)
}
