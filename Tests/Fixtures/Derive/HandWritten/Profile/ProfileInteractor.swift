//
//  ProfileInteractor.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

final class ProfileInteractor {
    private let userService: UserService

    init(userService: UserService = .shared) {
        self.userService = userService
    }
}

// MARK: - Extensions -

extension ProfileInteractor: ProfileInteractorInterface {
    func fetchProfile(completion: @escaping (Result<User, Error>) -> Void) {
        userService.fetchCurrentUser(completion: completion)
    }
}
