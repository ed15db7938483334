//
//  ProfilePresenter.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

protocol ProfilePresentationLogic {
    func presentProfile(response: Profile.Load.Response)
}

class ProfilePresenter: ProfilePresentationLogic {
    weak var viewController: ProfileDisplayLogic?

    // MARK: Load

    func presentProfile(response: Profile.Load.Response) {
        let viewModel = Profile.Load.ViewModel(name: response.user?.name ?? "")
        viewController?.displayProfile(viewModel: viewModel)
    }
}
