//
//  ProfilePresenter.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

final class ProfilePresenter {

    // MARK: - Private properties -

    private unowned let view: ProfileViewInterface
    private let interactor: ProfileInteractorInterface
    private let wireframe: ProfileWireframeInterface
    private var state = ProfileViewState()
    private var user: User?

    // MARK: - Lifecycle -

    init(
        view: ProfileViewInterface,
        interactor: ProfileInteractorInterface,
        wireframe: ProfileWireframeInterface
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension ProfilePresenter: ProfilePresenterInterface {
    func viewDidLoad() {
        state.isLoading = true
        view.render(state)
        interactor.fetchProfile { [weak self] result in
            guard let self else { return }
            if case .success(let user) = result {
                self.user = user
                self.state = ProfileViewState(name: user.name, isLoading: false)
            }
            self.view.render(self.state)
        }
    }

    func didTapEdit() {
        guard let user else { return }
        wireframe.showEditor(for: user)
    }
}
