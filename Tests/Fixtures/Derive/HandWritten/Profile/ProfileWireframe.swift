//
//  ProfileWireframe.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

final class ProfileWireframe: BaseWireframe<ProfileViewController> {

    // MARK: - Module setup

    init() {
        let moduleViewController = ProfileViewController()
        super.init(viewController: moduleViewController)

        let interactor = ProfileInteractor()
        let presenter = ProfilePresenter(
            view: moduleViewController,
            interactor: interactor,
            wireframe: self
        )
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions

extension ProfileWireframe: ProfileWireframeInterface {
    func showEditor(for user: User) {
        navigationController?.pushWireframe(EditorWireframe(user: user))
    }
}
