//
//  MainPresenter.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import Foundation

/// Turns user actions into interactor calls and routes, and updates the view state.
@MainActor
final class MainPresenter: MainPresenterProtocol {
    private let router: any MainRouterProtocol
    private let interactor: any MainInteractorProtocol
    private weak var viewState: (any MainViewStateProtocol)?

    init(
        router: any MainRouterProtocol,
        interactor: any MainInteractorProtocol,
        viewState: any MainViewStateProtocol
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
