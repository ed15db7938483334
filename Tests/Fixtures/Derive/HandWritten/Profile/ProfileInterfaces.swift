//
//  ProfileInterfaces.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

protocol ProfileWireframeInterface: WireframeInterface {
    func showEditor(for user: User)
}

protocol ProfileViewInterface: ViewInterface {
    func render(_ state: ProfileViewState)
}

protocol ProfilePresenterInterface: PresenterInterface {
    func didTapEdit()
}

protocol ProfileInteractorInterface: InteractorInterface {
    func fetchProfile(completion: @escaping (Result<User, Error>) -> Void)
}

/// What the profile screen shows.
struct ProfileViewState: Equatable {
    var name = ""
    var isLoading = false
}
