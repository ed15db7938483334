//
//  PaymentsPresenter.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// Turns user actions into interactor calls and routes, and updates the view state.
@MainActor
final class PaymentsPresenter: PaymentsPresenterProtocol {
    private let router: any PaymentsRouterProtocol
    private let interactor: any PaymentsInteractorProtocol
    private weak var viewState: (any PaymentsViewStateProtocol)?

    init(
        router: any PaymentsRouterProtocol,
        interactor: any PaymentsInteractorProtocol,
        viewState: any PaymentsViewStateProtocol
    ) {
        self.router = router
        self.interactor = interactor
        self.viewState = viewState
    }

    func viewAppeared() async {
        let title = await interactor.loadTitle()
        viewState?.show(title: title)
    }
}
