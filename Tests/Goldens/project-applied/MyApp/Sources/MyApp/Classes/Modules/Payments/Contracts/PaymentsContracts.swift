//
//  PaymentsContracts.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Navigation away from the Payments screen.
protocol PaymentsRouterProtocol: RouterProtocol {}

/// What the Payments view state asks of its presenter.
protocol PaymentsPresenterProtocol: PresenterProtocol {}

/// The business logic behind the Payments screen.
protocol PaymentsInteractorProtocol: InteractorProtocol {}

/// The state the Payments view renders.
protocol PaymentsViewStateProtocol: ViewStateProtocol {
    /// Connects the view state to the presenter it forwards user actions to.
    func set(with presenter: any PaymentsPresenterProtocol)
}
