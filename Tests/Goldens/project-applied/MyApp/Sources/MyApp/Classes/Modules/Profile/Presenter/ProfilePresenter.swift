//
//  ProfilePresenter.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Turns user actions into interactor calls and routes, and updates the view state.
@MainActor
final class ProfilePresenter: ProfilePresenterProtocol {
    private let router: any ProfileRouterProtocol
    private let interactor: any ProfileInteractorProtocol
    private weak var viewState: (any ProfileViewStateProtocol)?

    init(
        router: any ProfileRouterProtocol,
        interactor: any ProfileInteractorProtocol,
        viewState: any ProfileViewStateProtocol
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
