//
//  ProfileInteractor.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

class ProfileInteractor: ProfileInteractorInput {

    weak var output: ProfileInteractorOutput!
    private let session = UserSession.shared

    func loadProfile() {
        let user = session.currentUser
        output.didLoad(user: user)
    }

    func logOut() {
        session.end()
    }
}
