//
//  ProfilePresenter.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

class ProfilePresenter: ProfileModuleInput, ProfileViewOutput, ProfileInteractorOutput {

    weak var view: ProfileViewInput!
    var interactor: ProfileInteractorInput!
    var router: ProfileRouterInput!

    private var user: User?

    // MARK: ProfileViewOutput
    func viewIsReady() {
        view.setupInitialState()
        interactor.loadProfile()
    }

    func didTapEdit() {
        guard let user else { return }
        router.openEditor(for: user)
    }

    // MARK: ProfileInteractorOutput
    func didLoad(user: User) {
        self.user = user
        view.show(name: user.name, memberSince: user.createdAt)
    }

    // MARK: ProfileModuleInput
    func configure(with userID: String) {
        print("profile of \(userID)")
    }
}
