//
//  ProfileViewController.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

final class ProfileViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: ProfilePresenterInterface!

    // MARK: - Private properties -

    private let nameLabel = UILabel()
    private lazy var editButton = UIBarButtonItem(
        title: "Edit", style: .plain, target: self, action: #selector(editTapped))

    // MARK: - Lifecycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        navigationItem.rightBarButtonItem = editButton
        presenter.viewDidLoad()
    }

    @objc private func editTapped() {
        presenter.didTapEdit()
    }
}

// MARK: - Extensions -

extension ProfileViewController: ProfileViewInterface {
    func render(_ state: ProfileViewState) {
        nameLabel.text = state.isLoading ? "Loading profile…" : state.name
    }
}

#if DEBUG
    extension ProfileViewController {
        /// A view controller showing a sample profile, for previews.
        static func preview() -> ProfileViewController {
            let viewController = ProfileViewController()
            viewController.render(ProfileViewState(name: "Jane", isLoading: false))
            return viewController
        }
    }
#endif
